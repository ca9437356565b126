import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { OrderIdParams } from './order.js';
import { CardProblem, ProblemIdParams, ProblemListQuery, ReportProblemBody, ResolveProblemBody } from './problem.js';

/** A fix after paying: a customer reports one card of an order, an admin reprints, refunds or declines it. */
export const problemRoutes = {
  reportProblem: forwardedRoute(
    'cart_order.problem.report',
    defineRoute({
      method: 'post',
      path: '/orders/:id/problems',
      summary: "Report a problem with one card of my paid order (409 while that person's card has an open report)",
      tag: 'Orders',
      auth: 'user',
      params: OrderIdParams,
      body: ReportProblemBody,
      response: CardProblem,
      status: 201,
      errors: [409],
    }),
  ),
  listOrderProblems: forwardedRoute(
    'cart_order.problem.list_for_order',
    defineRoute({
      method: 'get',
      path: '/orders/:id/problems',
      summary: 'The problems reported on my order, and how each was answered',
      tag: 'Orders',
      auth: 'user',
      params: OrderIdParams,
      response: z.array(CardProblem),
    }),
  ),
  adminListProblems: forwardedRoute(
    'cart_order.admin_problem.list',
    defineRoute({
      method: 'get',
      path: '/admin/problems',
      summary: 'Reported card problems, oldest first (open ones by default)',
      tag: 'Admin',
      auth: 'admin',
      query: ProblemListQuery,
      response: z.array(CardProblem),
    }),
  ),
  adminResolveProblem: forwardedRoute(
    'cart_order.admin_problem.resolve',
    defineRoute({
      method: 'post',
      path: '/admin/problems/:id/resolve',
      summary: "Reprint the card, refund that person's share, or decline with a reason (asking the same twice answers the same)",
      tag: 'Admin',
      auth: 'admin',
      params: ProblemIdParams,
      body: ResolveProblemBody,
      response: CardProblem,
      errors: [409],
    }),
  ),
} as const;
