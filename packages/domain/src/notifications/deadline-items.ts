/** One dated thing a person must act on: in the weekly digest and the calendar feed alike. */
export type DeadlineItemKind = 'award' | 'sub_award' | 'gci_action' | 'aig' | 'dbe_report';

export type DeadlineItem = {
  /** Stable per cause (the calendar event's UID). */
  key: string;
  kind: DeadlineItemKind;
  title: string;
  detail: string;
  /** The deadline, 'YYYY-MM-DD' (New York's calendar). */
  date: string;
  /** A path in the app. */
  link: string;
};

export type DeadlineGroups = { overdue: DeadlineItem[]; upcoming: DeadlineItem[] };

const byDate = (a: DeadlineItem, b: DeadlineItem) =>
  a.date.localeCompare(b.date) || a.title.localeCompare(b.title) || a.key.localeCompare(b.key);

/** Past deadlines (before today) are overdue, the rest upcoming; each group oldest first. */
export function groupDeadlines(items: readonly DeadlineItem[], today: string): DeadlineGroups {
  const sorted = [...items].sort(byDate);
  return {
    overdue: sorted.filter((item) => item.date < today),
    upcoming: sorted.filter((item) => item.date >= today),
  };
}
