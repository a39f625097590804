import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '@criadero/ui';
import { Row } from '../components/styled';
import { confirmAtom } from '../state/atoms';

/** The page's yes/no dialog (credit confirmation, overwrite confirmation). */
export function ConfirmDialog() {
  const intl = useIntl();
  const [request, setRequest] = useAtom(confirmAtom);
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  return (
    <Modal open={!!request} title={intl.formatMessage({ id: 'axie.breeding.confirm.title' })} onClose={() => answer(false)} width="420px">
      <p>{request?.message}</p>
      <Row>
        <Button type="button" $variant="primary" onClick={() => answer(true)}>
          <FormattedMessage id="axie.breeding.confirm.yes" />
        </Button>
        <Button type="button" onClick={() => answer(false)}>
          <FormattedMessage id="axie.breeding.confirm.no" />
        </Button>
      </Row>
    </Modal>
  );
}
