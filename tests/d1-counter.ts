// Counts the round trips a piece of code makes to D1: each `batch()` is one, and so is each
// statement run alone (`first`, `all`, `run`, `raw`). For the "one round trip" proofs.

export type CountingD1 = { binding: D1Database; calls: Array<string> };

export function countingD1(real: D1Database): CountingD1 {
  const calls: Array<string> = [];
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: Array<unknown>) => wrapStatement(target.bind(...args), sql);
        if (property === "first" || property === "all" || property === "run" || property === "raw") {
          return (...args: Array<unknown>) => {
            calls.push(`${String(property)}: ${sql.slice(0, 80)}`);
            return (value as (...a: Array<unknown>) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    unwrap.set(proxy, statement);
    return proxy;
  };
  const binding = new Proxy(real, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "prepare") {
        return (query: string) => wrapStatement(target.prepare(query), query);
      }
      if (property === "batch") {
        return (statements: Array<D1PreparedStatement>) => {
          calls.push(`batch of ${statements.length}`);
          return target.batch(statements.map((s) => unwrap.get(s) ?? s));
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { binding, calls };
}
