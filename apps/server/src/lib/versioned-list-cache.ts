/** A row of a kept list: its key in the list and the version of its database row (xmin). */
export type VersionedRow = { key: string; rowVersion: string };

export type VersionedListSource<Db, Row extends VersionedRow, Item> = {
  /** Every row's key and version for a scope, without the rest of the row. */
  readVersions: (db: Db, scope: string) => Promise<ReadonlyMap<string, string>>;
  /** A scope's rows, or only those with the given keys. */
  readRows: (db: Db, scope: string, keys?: readonly string[]) => Promise<Row[]>;
  /** The list's item for a row; `epoch` is everything else it depends on (e.g. today's date). */
  toItem: (row: Row, epoch: string) => Item;
  keyOf: (item: Item) => string;
  compare: (a: Item, b: Item) => number;
};

type KeptList<Item> = { epoch: string; versions: ReadonlyMap<string, string>; items: readonly Item[] };

// Above this share of a scope's rows changed, one read of every row is cheaper than patching.
const REREAD_SHARE = 0.25;

/**
 * A sorted list made from database rows that each carry a row version, kept per database and scope
 * between reads: a later read asks only for the versions, reads again only the rows whose version
 * changed, and keeps the other items (in their order when no row came or went). A first read, a new
 * epoch, or many changes read every row; so does a row that changed between the two reads. Lists handed
 * out are never changed afterwards. Which scopes are kept: the `maxScopes` most recently read.
 */
export function versionedListCache<Db extends object, Row extends VersionedRow, Item>(
  source: VersionedListSource<Db, Row, Item>,
  maxScopes: number,
) {
  const keptByDb = new WeakMap<object, Map<string, KeptList<Item>>>();

  const keptFor = (db: object) => {
    let kept = keptByDb.get(db);
    if (kept === undefined) {
      kept = new Map();
      keptByDb.set(db, kept);
    }
    return kept;
  };

  const remember = (db: object, scope: string, list: KeptList<Item>) => {
    const kept = keptFor(db);
    kept.delete(scope);
    kept.set(scope, list);
    for (const oldest of kept.keys()) {
      if (kept.size <= maxScopes) break;
      kept.delete(oldest);
    }
    return list.items;
  };

  return async (db: Db, scope: string, epoch: string): Promise<readonly Item[]> => {
    const readWholeList = async () => {
      const rows = await source.readRows(db, scope);
      const items = rows.map((row) => source.toItem(row, epoch)).sort(source.compare);
      const versions = new Map(rows.map((row) => [row.key, row.rowVersion]));
      return remember(db, scope, { epoch, versions, items });
    };
    const previous = keptFor(db).get(scope);
    if (previous === undefined || previous.epoch !== epoch) return readWholeList();
    const versions = await source.readVersions(db, scope);
    const changed = [...versions].filter(([key, version]) => previous.versions.get(key) !== version);
    if (changed.length > versions.size * REREAD_SHARE) return readWholeList();
    const fetched =
      changed.length === 0
        ? []
        : await source.readRows(
            db,
            scope,
            changed.map(([key]) => key),
          );
    if (fetched.length !== changed.length || fetched.some((row) => versions.get(row.key) !== row.rowVersion))
      return readWholeList();
    const replaced = new Map(fetched.map((row) => [row.key, source.toItem(row, epoch)]));
    const sameKeys =
      versions.size === previous.versions.size &&
      [...replaced.keys()].every((key) => previous.versions.has(key));
    const items = sameKeys
      ? previous.items.map((item) => replaced.get(source.keyOf(item)) ?? item)
      : [
          ...previous.items.filter(
            (item) => versions.has(source.keyOf(item)) && !replaced.has(source.keyOf(item)),
          ),
          ...replaced.values(),
        ].sort(source.compare);
    return remember(db, scope, { epoch, versions, items });
  };
}
