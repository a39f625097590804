import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@criadero/ui';
import { CreatorForm } from './CreatorForm';

/** The display name players see on the creator's codes; the box starts at the saved name. */
export function CreatorNameForm({ savedName, busy, onSave }: {
  savedName: string | null;
  busy: boolean;
  onSave: (name: string, onSaved: (displayName: string) => void) => Promise<void>;
}) {
  const nameId = useId();
  const [name, setName] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void onSave(name ?? '', setName);
  };

  return (
    <CreatorForm onSubmit={submit} data-testid="creator-name-form">
      <label htmlFor={nameId}>
        <FormattedMessage id="billing.creator.name" />
        <input id={nameId} value={name ?? savedName ?? ''} onChange={(e) => setName(e.target.value)} maxLength={32} required style={{ width: '14rem' }} />
      </label>
      <Button type="submit" disabled={busy}>
        <FormattedMessage id="billing.creator.saveName" />
      </Button>
    </CreatorForm>
  );
}
