import { z } from 'zod';
import { ListQuery } from '../common.js';
import { defineRoute } from '../openapi.js';
import { CreateEventBody, Event, EventIdParams, EventKeyParams, UpdateEventBody } from './event.js';

const tag = 'Catalog';

/** REST routes owned by the catalog service. */
export const catalogRoutes = {
  listEvents: defineRoute({ method: 'get', path: '/events', summary: 'List occasions', tag, auth: 'optional', query: ListQuery, response: z.array(Event) }),
  getEvent: defineRoute({ method: 'get', path: '/events/:id', summary: 'Show an occasion', tag, auth: 'optional', params: EventKeyParams, response: Event }),
  createEvent: defineRoute({ method: 'post', path: '/events', summary: 'Create an occasion', tag, auth: 'admin', body: CreateEventBody, response: Event, status: 201, errors: [409] }),
  updateEvent: defineRoute({ method: 'put', path: '/events/:id', summary: 'Update an occasion', tag, auth: 'admin', params: EventIdParams, body: UpdateEventBody, response: Event, errors: [409] }),
  deleteEvent: defineRoute({ method: 'delete', path: '/events/:id', summary: 'Delete an occasion', tag, auth: 'admin', params: EventIdParams, status: 204, errors: [409] }),
} as const;
