/**
 * Which flag sets a picture run takes. Switches are the merchant's, so one flag set applies to
 * every screen at once; each screen is only taken again under a flag set that shows it something
 * new. A screen's needs come from the rules that decide what it shows (switch-reads.ts), each rule
 * as the switches it reads together.
 */
export type Assignment = Readonly<Record<string, boolean>>;

export interface FlagRow {
  name: string;
  /** The switches this flag set turns away from the platform's own. */
  overrides: Record<string, boolean>;
  /** The screens taken under it. */
  screens: string[];
}

/**
 * What a screen needs seen: each switch it reads both on and off, and for two switches one rule
 * reads together, all four combinations (an `and` needs both on; an `or` both off).
 */
export function requirementsOf(rules: readonly (readonly string[])[]): string[][] {
  const found = new Map<string, string[]>();
  const add = (parts: string[]) => found.set(parts.join(' '), parts);
  for (const rule of rules) {
    const switches = [...new Set(rule)].sort();
    for (const code of switches) for (const value of ['1', '0']) add([`${code}=${value}`]);
    for (let i = 0; i < switches.length; i++) {
      for (let j = i + 1; j < switches.length; j++) {
        for (const a of ['1', '0']) for (const b of ['1', '0']) add([`${switches[i]}=${a}`, `${switches[j]}=${b}`]);
      }
    }
  }
  return [...found.values()];
}

const holds = (requirement: readonly string[], row: Assignment) =>
  requirement.every((part) => {
    const [code, value] = part.split('=') as [string, string];
    return row[code] === (value === '1');
  });

/** The read switches of a screen at the platform's own values: how players see it today. */
function asItIs(read: readonly string[], base: Assignment): Record<string, boolean> {
  return Object.fromEntries(read.map((code) => [code, base[code] ?? false]));
}

/**
 * A greedy cover for one screen: the screen as it is first, then combinations of its switches, each
 * chosen switch by switch to meet as many needs still open as it can, until every need is met.
 */
export function screenCover(rules: readonly (readonly string[])[], base: Assignment): Assignment[] {
  const read = [...new Set(rules.flat())].sort();
  const rows: Assignment[] = [asItIs(read, base)];
  let open = requirementsOf(rules).filter((requirement) => !holds(requirement, rows[0]!));
  while (open.length > 0) {
    const row: Record<string, boolean> = {};
    for (const code of read) {
      const score = (value: boolean) => {
        let total = 0;
        for (const requirement of open) {
          if (!requirement.some((part) => part.startsWith(`${code}=`))) continue;
          if (!requirement.includes(`${code}=${value ? 1 : 0}`)) continue;
          // Met already, or could still be met by a switch not chosen yet.
          const others = requirement.filter((part) => !part.startsWith(`${code}=`));
          const decided = others.every((part) => part.split('=')[0]! in row);
          if (decided && holds(others, row)) total += 1;
          else if (!decided && others.every((part) => !(part.split('=')[0]! in row) || holds([part], row))) total += 0.5;
        }
        return total;
      };
      const on = score(true);
      const off = score(false);
      // A tie goes away from the platform's own value: the screen as it is was taken first.
      row[code] = on === off ? !(base[code] ?? false) : on > off;
    }
    let met = open.filter((requirement) => holds(requirement, row));
    if (met.length === 0) {
      // Never expected; but a run must end: meet the first open need by itself.
      const forced = { ...asItIs(read, base) };
      for (const part of open[0]!) forced[part.split('=')[0]!] = part.endsWith('=1');
      Object.assign(row, forced);
      met = open.filter((requirement) => holds(requirement, row));
    }
    rows.push(row);
    open = open.filter((requirement) => !met.includes(requirement));
  }
  return rows;
}

/**
 * Packs each screen's combinations into as few flag sets as fit: a combination joins the first
 * flag set that does not set one of its switches the other way and does not have the screen yet.
 * The first flag set is the platform as it is ("default"), with every screen.
 */
export function packFlagSets(needs: ReadonlyMap<string, readonly Assignment[]>, base: Assignment, prefix: string): FlagRow[] {
  const rows: { set: Record<string, boolean>; screens: string[] }[] = [{ set: {}, screens: [] }];
  const screens = [...needs.keys()].sort((a, b) => needs.get(b)!.length - needs.get(a)!.length || a.localeCompare(b));
  for (const screen of screens) {
    needs.get(screen)!.forEach((combination, index) => {
      // A switch no screen of the flag set reads is still free to set.
      const fits = (row: (typeof rows)[number]) =>
        !row.screens.includes(screen) && Object.entries(combination).every(([code, value]) => !(code in row.set) || row.set[code] === value);
      let row = index === 0 ? rows[0]! : rows.slice(1).find(fits);
      if (!row) rows.push((row = { set: {}, screens: [] }));
      if (index > 0) Object.assign(row.set, combination);
      row.screens.push(screen);
    });
  }
  return rows.map((row, index) => ({
    name: index === 0 ? 'default' : `${prefix}-${index}`,
    overrides: Object.fromEntries(Object.entries(row.set).filter(([code, value]) => value !== (base[code] ?? false)).sort()),
    screens: row.screens.sort(),
  }));
}
