import { useCallback, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LEVELING_DATA_AS_OF } from '@criadero/horse-leveling';
import { Button, Card, ToolPage } from '@criadero/ui';
import { LevelingCalculator } from './LevelingCalculator';
import { LevelingSimulatorModal } from './LevelingSimulatorModal';
import { usePhorsePrice } from './phorse-price';

const Actions = styled.div`
  margin: 1rem 0 0;
`;

export default function LevelingCalculatorPage() {
  const price = usePhorsePrice();
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  const close = useCallback(() => setSimulatorOpen(false), []);
  return (
    <ToolPage
      title={<FormattedMessage id="horse.leveling.title" />}
      purpose={<FormattedMessage id="horse.leveling.purpose" />}
      notice={<FormattedMessage id="horse.leveling.dataNotice" values={{ date: <FormattedDate value={LEVELING_DATA_AS_OF} dateStyle="long" timeZone="UTC" /> }} />}
    >
      <Card data-testid="leveling-inline">
        <LevelingCalculator price={price} />
      </Card>
      <Actions>
        <Button type="button" onClick={() => setSimulatorOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="horse.leveling.simulator.open" />
        </Button>
      </Actions>
      <LevelingSimulatorModal open={simulatorOpen} onClose={close} price={price} />
    </ToolPage>
  );
}
