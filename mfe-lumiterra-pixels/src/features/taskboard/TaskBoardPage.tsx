import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState, ToolPage, useApiGet } from '@criadero/ui';
import type { TaskBoardResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { Section } from '../../components/form';
import { BoardOverview } from './BoardOverview';
import { PlannerCard } from './PlannerCard';
import { TaskEditor } from './TaskEditor';
import { useTaskBoard } from './useTaskBoard';
import { TASKBOARD_NOTE } from './taskboard-note';

/** The Pixels task board: tasks, refresh timers, reputation gates and a profit planner. */
export default function TaskBoardPage() {
  const intl = useIntl();
  const board = useApiGet<TaskBoardResponse>(TASKBOARD_NOTE.read.path);
  const data = board.status === 'ready' ? board.data : null;
  const taskBoard = useTaskBoard(data);
  const { tasks, done } = taskBoard;

  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.taskboard.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.taskboard.purpose" />}
      notice={data ? <span data-testid="taskboard-notice"><FormattedMessage id={TASKBOARD_NOTE.id} values={{ asOf: data.asOf }} /></span> : undefined}
    >
      {!data ? (
        board.status !== 'ready' && <LoadState state={board} retry={board.retry} />
      ) : (
        <>
          <BoardOverview data={data} resetAt={taskBoard.resetAt} plan={taskBoard.shown} />
          <form onSubmit={taskBoard.onPlan} aria-label={intl.formatMessage({ id: 'lumiterraPixels.taskboard.formLabel' })}>
            <PlannerCard board={taskBoard} />
            <Section style={{ marginTop: '1rem' }}>
              <h2><FormattedMessage id="lumiterraPixels.taskboard.tasksHeading" values={{ count: tasks.length }} /></h2>
              {tasks.map((task) => (
                <TaskEditor
                  key={task.id}
                  task={task}
                  evaluation={taskBoard.evaluation(task.id)}
                  chosen={taskBoard.chosen.has(task.id)}
                  doneAt={done[task.id]}
                  newTaskDelayMinutes={data.rules.newTaskDelayMinutes}
                  onChange={(patch) => taskBoard.updateTask(task.id, patch)}
                  onDone={() => taskBoard.markDone(task.id)}
                  onRemove={() => taskBoard.removeTask(task.id)}
                  report={taskBoard.report}
                />
              ))}
            </Section>
          </form>
        </>
      )}
    </ToolPage>
  );
}
