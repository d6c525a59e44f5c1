import type { UniformReport } from './uniform-report';
import { formatFormCell, uniformReportForm, type FormSection } from './uniform-report-form';

/** One line of the side-by-side difference of two report versions. */
export type ReportDiffLine = {
  key: string;
  section: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
};

type Cell = { section: string; label: string; text: string };

function cellsOf(report: UniformReport): Map<string, Cell> {
  const form = uniformReportForm(report);
  const cells = new Map<string, Cell>();
  for (const item of form.items)
    cells.set(`items.${item.key}`, { section: 'Items 1-7', label: item.label, text: item.value });
  const addSection = (section: FormSection) => {
    for (const row of section.rows) {
      row.cells.forEach((value, index) => {
        const column = section.columns[index] ?? `Column ${index + 1}`;
        const kind = section.kinds[index] ?? 'count';
        // Columns are keyed by position, not label: the 2014 and 2025 forms name the same column differently.
        cells.set(`${section.id}.${row.key}.${index}`, {
          section: `Section ${section.id}`,
          label: `${row.label}: ${column}`,
          text: formatFormCell(value, kind),
        });
      });
    }
  };
  form.sections.forEach(addSection);
  cells.set('formVersion', { section: 'Form', label: 'Form version', text: report.formVersion.id });
  return cells;
}

/**
 * Every cell of two versions side by side, in the form's order (cells only one version has are shown
 * against an empty one). `changed` marks the cells that differ.
 */
export function diffUniformReports(before: UniformReport, after: UniformReport): ReportDiffLine[] {
  const left = cellsOf(before);
  const right = cellsOf(after);
  const keys = [...left.keys(), ...[...right.keys()].filter((key) => !left.has(key))];
  return keys.map((key) => {
    const a = left.get(key);
    const b = right.get(key);
    const cell = b ?? a;
    return {
      key,
      section: cell?.section ?? '',
      label: cell?.label ?? key,
      before: a?.text ?? '',
      after: b?.text ?? '',
      changed: (a?.text ?? '') !== (b?.text ?? ''),
    };
  });
}

/** Only the lines that differ. */
export const changedReportLines = (before: UniformReport, after: UniformReport): ReportDiffLine[] =>
  diffUniformReports(before, after).filter((line) => line.changed);
