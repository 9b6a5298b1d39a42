import { Col, ColorPicker, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { ContractField } from '#web/components/form/CrudForm';

/**
 * A menu badge's text and colour side by side (`badge`, `badge_color` of the contract around them): the
 * colour is a hex string, '' when cleared.
 */
export function BadgeFields({
  badgeLabel,
  colorLabel,
  colorExtra,
  maxLength,
  placeholder,
  testId,
}: {
  badgeLabel: string;
  colorLabel: string;
  colorExtra?: ReactNode;
  maxLength: number;
  placeholder: string;
  testId: string;
}) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <ContractField name="badge" label={badgeLabel}>
          <Input maxLength={maxLength} placeholder={placeholder} data-testid={testId} />
        </ContractField>
      </Col>
      <Col span={12}>
        <ContractField
          name="badge_color"
          label={colorLabel}
          extra={colorExtra}
          getValueProps={(value: string) => ({ value: value || undefined })}
          normalize={(color: { toHexString: () => string } | string | null) =>
            color ? (typeof color === 'string' ? color : color.toHexString()) : ''
          }
        >
          <ColorPicker allowClear disabledAlpha showText format="hex" />
        </ContractField>
      </Col>
    </Row>
  );
}
