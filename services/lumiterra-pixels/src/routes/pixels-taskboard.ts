import type { FastifyInstance } from 'fastify';
import { badRequest, cpuTask, taskModuleUrl, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { TaskPlanBody, type TaskBoardData, type TaskBoardResponse, type TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import type { planTasks } from '../planners/task-planner';

/** The planner runs in the CPU pool: a worker thread, under the pool's time limit. */
const planTasksTask = cpuTask<typeof planTasks>(taskModuleUrl(import.meta.url, '../planners/task-planner'), 'planTasks');

/** Pixels task board (free): rules, reputation gates, the sample board, and the task planner. */
export async function pixelsTaskBoardRoutes(instance: FastifyInstance, { board }: { board: TaskBoardData }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/pixels/taskboard', { schema: { tags: ['pixels'], summary: 'Task board rules, reputation gates and a labelled sample board' } }, async (): Promise<TaskBoardResponse> => board);

  app.post(
    '/pixels/taskboard/plan',
    {
      schema: {
        tags: ['pixels'],
        summary: 'The most profitable tasks within a time and coin budget',
        body: TaskPlanBody,
      },
    },
    async (request): Promise<TaskPlanResponse> => {
      const { tasks, reputation, ...params } = request.body;
      const ids = new Set(tasks.map((t) => t.id));
      if (ids.size !== tasks.length) throw badRequest('VALIDATION_ERROR', 'task ids must be unique');
      const plan = await app.cpu.run(planTasksTask, [tasks, { ...params, reputation }]);
      const gates = board.reputationGates.gates.map((gate) => ({ ...gate, unlocked: reputation === null ? null : reputation >= gate.reputation }));
      return { ...plan, gates };
    },
  );
}
