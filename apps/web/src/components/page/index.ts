// The parts every screen's top has: frame, title line, as-of line.
export { DataAsOf } from './data-as-of';
export { PageHeading } from './page-heading';
export { WidePage } from './wide-page';
