import { FormattedMessage } from 'react-intl';
import { Card, Muted, ToolPage } from '@criadero/ui';
import { CreatorCodesTable } from './CreatorCodesTable';
import { CreatorNameForm } from './CreatorNameForm';
import { NewCodeForm } from './NewCodeForm';
import { useCreatorCodes } from './useCreatorCodes';

/**
 * A creator's referral codes with their uses and earnings (confirmed payments only), new codes,
 * and the display name players see on the codes (without one, the wallet shortened).
 */
export default function CreatorPanelPage() {
  const { data, error, busy, saveName, createCode } = useCreatorCodes();

  return (
    <ToolPage title={<FormattedMessage id="billing.creatorPanel.title" />} purpose={<FormattedMessage id="billing.creatorPanel.purpose" />}>
      <Card>
        {error ? <Muted role="alert">{error}</Muted> : null}
        {data ? (
          <>
            <CreatorNameForm savedName={data.displayName} busy={busy} onSave={saveName} />
            <Muted as="p">
              {data.displayName ? <FormattedMessage id="billing.creator.nameHelp" /> : <FormattedMessage id="billing.creator.noName" />}
            </Muted>
            <Muted><FormattedMessage id="billing.creator.commission" values={{ percent: data.commissionPercent }} /></Muted>
            {data.codes.length === 0 ? (
              <Muted><FormattedMessage id="billing.creator.none" /></Muted>
            ) : (
              <CreatorCodesTable codes={data.codes} />
            )}
          </>
        ) : null}
        <NewCodeForm busy={busy} onCreate={createCode} />
      </Card>
    </ToolPage>
  );
}
