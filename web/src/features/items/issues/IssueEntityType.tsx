import { M } from '@eos/domain';
import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** Where an issue goes (000 §3, §5: entityType): a meeting's Issues list or a V/TO's long-term issues. */
export const IssueEntityTypes = ['Meeting', 'V/TO'] as const;
export type IssueEntityType = (typeof IssueEntityTypes)[number];

/** The destination's required fields by type: a meeting, or a folder and a V/TO in it. */
export function requiredByEntity(
  entityType: IssueEntityType,
  fields: { meeting: [string, string]; folder: [string, string]; vto: [string, string] },
): Record<string, string> {
  const wanted = entityType === 'Meeting' ? [fields.meeting] : [fields.folder, fields.vto];
  return Object.fromEntries(wanted.filter(([, value]) => !value).map(([name]) => [name, M.required]));
}

interface IssueEntityTypeControlProps {
  label: string;
  value: IssueEntityType;
  onChange: (value: IssueEntityType) => void;
}

export function IssueEntityTypeControl({ label, value, onChange }: IssueEntityTypeControlProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        fullWidth
        aria-label={label}
        value={value}
        onChange={(v) => onChange(v as IssueEntityType)}
        data={[
          { value: 'Meeting', label: t('VTO_ISSUE_ENTITY_MEETING') },
          { value: 'V/TO', label: t('VTO_ISSUE_ENTITY_VTO') },
        ]}
      />
    </Input.Wrapper>
  );
}
