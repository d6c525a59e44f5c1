import {
  AIRPORT_COMPLIANCE_LABELS,
  COMPLIANCE_STATUS_LABELS,
  type AirportComplianceStatus,
  type ComplianceStatus,
} from '@bil/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<ComplianceStatus, string> = {
  current: 'green',
  due_soon: 'yellow',
  overdue: 'red',
  finding: 'grape',
};
const AIRPORT_COLORS: Record<AirportComplianceStatus, string> = {
  current: 'green',
  attention: 'yellow',
  finding_open: 'red',
};

/** An obligation's status; overdue and findings stand out (filled). */
export function ComplianceStatusBadge({ status }: { status: ComplianceStatus }) {
  return (
    <Badge color={COLORS[status]} variant={status === 'overdue' || status === 'finding' ? 'filled' : 'light'}>
      {COMPLIANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function AirportComplianceBadge({ status }: { status: AirportComplianceStatus }) {
  return (
    <Badge color={AIRPORT_COLORS[status]} variant={status === 'finding_open' ? 'filled' : 'light'}>
      {AIRPORT_COMPLIANCE_LABELS[status]}
    </Badge>
  );
}
