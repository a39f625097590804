import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Field, NumberInput } from '@criadero/ui';
import { DEFAULT_FEES, isFeeTable } from '../domain/fees';
import { feeTableAtom } from '../state/atoms';
import { Row } from './styled';

const Box = styled.details`
  margin: 0.35rem 0; font-size: 0.9rem;
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.info}; }
`;

/** The breeding fee table, editable: SLP per breed count, the AXS fee and the date they are from. */
export function FeeEditor() {
  const intl = useIntl();
  const [stored, setFees] = useAtom(feeTableAtom);
  const fees = isFeeTable(stored) ? stored : DEFAULT_FEES;
  const update = (patch: Partial<typeof fees>) => setFees({ ...fees, ...patch, edited: true });
  return (
    <Box data-testid="fee-editor">
      <summary>
        <FormattedMessage id="axie.breeding.fees.edit" />
      </summary>
      <Row>
        {fees.slpByBreedCount.map((slp, count) => (
          <Field key={count} style={{ flex: '1 1 5.5rem' }}>
            <FormattedMessage id="axie.breeding.fees.slp" values={{ count }} />
            <NumberInput value={slp} min={0} maxFractionDigits={0} required onChange={(v) => v !== null && update({ slpByBreedCount: fees.slpByBreedCount.map((x, i) => (i === count ? v : x)) })} />
          </Field>
        ))}
        <Field style={{ flex: '1 1 5.5rem' }}>
          <FormattedMessage id="axie.breeding.fees.axs" />
          <NumberInput value={fees.axsPerBreed} min={0} maxFractionDigits={4} required onChange={(v) => v !== null && update({ axsPerBreed: v })} />
        </Field>
        <Field style={{ flex: '1 1 8rem' }}>
          <FormattedMessage id="axie.breeding.fees.asOf" />
          <input type="month" value={fees.asOf.slice(0, 7)} onChange={(e) => e.target.value && update({ asOf: e.target.value })} />
        </Field>
        <Button type="button" onClick={() => setFees(DEFAULT_FEES)} disabled={!fees.edited} aria-label={intl.formatMessage({ id: 'axie.breeding.fees.resetLabel' })}>
          <FormattedMessage id="axie.breeding.fees.reset" />
        </Button>
      </Row>
    </Box>
  );
}
