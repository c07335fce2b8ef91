/**
 * A page's department names in the other language, each mapped to this language's name, so that
 * a department filter carries across the language switch (`/bn/facilities/faculty-members?dept=Civil+Technology`
 * opens with সিভিল টেকনোলজি chosen). The API gives a department only as a name in the language
 * asked for, so the names are paired through the rows: the same id in both languages is the same
 * person, in the same department.
 */
export type DepartmentAliases = Record<string, string>;

type Row = { id: number; department: string };

/**
 * From each list's rows in this language and the other (ids are per list: a page with several
 * lists gives each pair). A name this page itself uses is never an alias, whichever list uses it;
 * the first pairing wins should the data disagree.
 */
export function departmentAliases(lists: ReadonlyArray<readonly [here: readonly Row[], there: readonly Row[]]>): DepartmentAliases {
  const ownNames = new Set(lists.flatMap(([here]) => here.map((row) => row.department.trim())));
  const aliases: DepartmentAliases = {};
  for (const [here, there] of lists) {
    const names = new Map(here.map((row) => [row.id, row.department.trim()]));
    for (const row of there) {
      const alias = row.department.trim();
      const name = names.get(row.id);
      if (!alias || !name || ownNames.has(alias) || Object.hasOwn(aliases, alias)) continue;
      aliases[alias] = name;
    }
  }
  return aliases;
}

/**
 * The department a query's `dept` names (`params.get('dept')`), trimmed: this language's name as it
 * is, the other's translated; '' when there is none.
 */
export function resolveDepartment(param: string | null, aliases: DepartmentAliases): string {
  const named = (param ?? '').trim();
  // hasOwn: a name such as 'constructor' is not an alias; `?? named` only satisfies noUncheckedIndexedAccess.
  return Object.hasOwn(aliases, named) ? (aliases[named] ?? named) : named;
}
