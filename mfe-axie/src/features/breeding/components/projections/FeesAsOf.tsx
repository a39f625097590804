import { FormattedMessage, useIntl } from 'react-intl';
import { useFeeTable } from '../../hooks/useFeeTable';
import { FeeEditor } from '../FeeEditor';
import { Hint } from '../styled';

/** The fee table's date and figures (SLP per breed, AXS), and its editor. */
export function FeesAsOf() {
  const intl = useIntl();
  const fees = useFeeTable();
  return (
    <>
      <Hint data-testid="costs-as-of">
        <FormattedMessage
          id="axie.breeding.proj.asOf"
          values={{ date: fees.asOf, edited: fees.edited ? 'yes' : 'no', slp: intl.formatList(fees.slpByBreedCount.map((n) => intl.formatNumber(n))), axs: intl.formatNumber(fees.axsPerBreed) }}
        />
      </Hint>
      <FeeEditor />
    </>
  );
}
