import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { ProblemService } from './problem.service.js';

/** A whole list as one page: reports are few. */
const page = <T>(items: T[]) => ({ items, total: items.length });

/** `/orders/{id}/problems` for customers; `/admin/problems` and their answers for admins. */
export async function serveProblems(rpc: RequestBus, problems: ProblemService) {
  await serveRoute(rpc, routes.reportProblem, async ({ actor, params, body }) => problems.report(actor, params.id, body.problem));
  await serveRoute(rpc, routes.listOrderProblems, async ({ actor, params }) => page(await problems.forOrder(actor, params.id)));
  await serveRoute(rpc, routes.adminListProblems, async ({ query }) => page(await problems.list(query.status)));
  await serveRoute(rpc, routes.adminResolveProblem, async ({ params, body }) => problems.resolve(params.id, body.resolution));
}
