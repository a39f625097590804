import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field, Muted, NumberInput, Section } from '@criadero/ui';
import type { PriceSheetResponse } from '../../api/craftworld-api';
import { TableScroll } from '../../components/ui';

interface Props {
  sheet: PriceSheetResponse;
  /** the tokens whose price matters to the entered factories */
  tokens: readonly string[];
  overrides: Record<string, number>;
  onOverrides: (overrides: Record<string, number>) => void;
  validity: (key: string) => (valid: boolean) => void;
}

/** The unit prices the optimizer uses: the source's, each one open to the player's own price. */
export function PriceSheet({ sheet, tokens, overrides, onOverrides, validity }: Props) {
  const intl = useIntl();
  return (
    <Section title="craftworld.prices.title">
      <Muted data-testid="prices-source">
        {sheet.sample ? (
          <FormattedMessage id="craftworld.prices.sourceSample" values={{ currency: sheet.currency, date: sheet.asOf.slice(0, 10) }} />
        ) : (
          <FormattedMessage id="craftworld.prices.source" values={{ source: sheet.source, currency: sheet.currency, date: sheet.asOf.slice(0, 10) }} />
        )}
      </Muted>
      <TableScroll>
        <table data-testid="prices-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="craftworld.col.resource" />
              </th>
              <th scope="col">
                <FormattedMessage id="craftworld.prices.unitPrice" values={{ currency: sheet.currency }} />
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token}>
                <th scope="row">{token}</th>
                <td>
                  <PriceCell>
                    <NumberInput
                      min={0}
                      maxFractionDigits={8}
                      aria-label={intl.formatMessage({ id: 'craftworld.prices.priceOf' }, { token })}
                      value={overrides[token] ?? sheet.prices[token] ?? null}
                      onChange={(price) => onOverrides(price === null ? omit(overrides, token) : { ...overrides, [token]: price })}
                      onValidity={validity(`price:${token}`)}
                    />
                  </PriceCell>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}

/** A price box in a table cell, styled like the form's fields. */
const PriceCell = styled(Field).attrs({ as: 'div' })`
  input { width: 9rem; padding: 0.25rem 0.4rem; }
`;

function omit(record: Record<string, number>, key: string): Record<string, number> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
