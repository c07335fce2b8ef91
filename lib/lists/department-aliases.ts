/**
 * A list's department names in the other language, each mapped to this language's name, so that
 * a department filter carries across the language switch (`/facilities/faculty-members?dept=Civil+Technology`
 * opens on Bengali with সিভিল টেকনোলজি chosen). The API gives a member's department only as a name
 * in the language asked for, so the names are paired through the rows: the same id in both languages
 * is the same person, in the same department.
 */
export type DepartmentAliases = Record<string, string>;

type Row = { id: number; department: string };

export function departmentAliases(here: readonly Row[], there: readonly Row[]): DepartmentAliases {
  const names = new Map(here.map((row) => [row.id, row.department.trim()]));
  const ownNames = new Set(names.values());
  const aliases: DepartmentAliases = {};
  for (const row of there) {
    const alias = row.department.trim();
    const name = names.get(row.id);
    // A name both languages share needs none; the first pairing wins should the data disagree.
    if (!alias || !name || ownNames.has(alias) || alias in aliases) continue;
    aliases[alias] = name;
  }
  return aliases;
}

/** The department a query's `dept` names: this language's name as it is, the other's translated. */
export function resolveDepartment(named: string, aliases: DepartmentAliases): string {
  return Object.hasOwn(aliases, named) ? (aliases[named] ?? named) : named;
}
