/**
 * Numbers `?` placeholders for PostgreSQL ($1, $2, ...), leaving any `?` inside a quoted string
 * literal, a quoted identifier or a comment alone.
 */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      // Copy the quoted run; a doubled quote ('') is an escaped quote inside it.
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === ch) {
          if (sql[j + 1] === ch) j += 2;
          else break;
        } else j += 1;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?') {
      n += 1;
      out += `$${n}`;
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** Booleans become 0/1 so the same columns (INTEGER) work in both dialects. */
export function toDriverValue(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`unsupported SQL parameter of type ${typeof value}`);
}

/** Adds the RETURNING clause `Queryable.insert` promises. */
export function withReturningId(sql: string): string {
  const trimmed = sql.trim().replace(/;$/, '');
  if (/\breturning\b/i.test(trimmed)) throw new Error('insert() adds RETURNING id itself');
  return `${trimmed} RETURNING id`;
}
