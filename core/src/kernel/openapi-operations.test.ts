import { describe, expect, it } from 'vitest';
import { errorCodesOf, finishDocument, operationIdFrom } from './openapi-operations.ts';
import type { RouteInfo } from './route-access.ts';

const route = (o: Partial<RouteInfo>): RouteInfo => ({
  method: 'GET',
  url: '/api/things',
  access: 'owner',
  module: 'things',
  schema: undefined,
  bodyLimit: 64 * 1024,
  ...o,
});

describe('operation names', () => {
  it('makes a camelCase operationId of a summary, without articles, possessives or asides', () => {
    expect(operationIdFrom('List submissions')).toBe('listSubmissions');
    expect(operationIdFrom('Invite a customer to review the job')).toBe('inviteCustomerToReviewJob');
    expect(operationIdFrom("Change a subscriber's plan (admin)")).toBe('changeSubscriberPlan');
  });

  it('refuses a document in which two operations share an operationId, naming both', () => {
    const document = {
      paths: {
        '/api/a': { get: { operationId: 'listThings', responses: {} } },
        '/api/b': { get: { operationId: 'listThings', responses: {} } },
      },
    };
    expect(() => finishDocument(document, [], 'https://korero.nz.example')).toThrow(
      'Two routes have the operationId "listThings": GET /api/a and GET /api/b',
    );
  });
});

describe('error answers', () => {
  it('follow from the access rule, the input, the owner and the rate limit', () => {
    expect(errorCodesOf(route({ module: 'kernel', access: 'public' }))).toEqual(['5XX']);
    expect(errorCodesOf(route({ method: 'POST', url: '/api/things/:id', schema: { body: {} }, apiKey: 'things:write' }))).toEqual([
      '400',
      '401',
      '403',
      '404',
      '413',
      '429',
      '5XX',
    ]);
    expect(errorCodesOf(route({ access: 'public', rateLimited: true, schema: { querystring: {} } }))).toEqual(['400', '404', '429', '5XX']);
  });

  it('are shared answers, referenced from each operation, with one generic 4XX where no other applies', () => {
    const document = {
      paths: {
        '/api/health': { get: { operationId: 'getHealth', responses: { 200: {}, '4XX': {}, '5XX': {} } } },
        '/api/things/{id}': { delete: { operationId: 'deleteThing', responses: { 200: {}, 409: { description: 'In use' } } } },
      },
      components: { schemas: { Error: {}, ErrorInput: {} } },
    };
    const done = finishDocument(
      document,
      [route({ url: '/api/health', module: 'kernel', access: 'public' }), route({ method: 'DELETE', url: '/api/things/:id' })],
      'https://korero.nz.example',
    ) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: object } };
    expect(Object.keys(done.paths['/api/health']!.get!.responses)).toEqual(['200', '5XX', '4XX']);
    expect(done.paths['/api/things/{id}']!.delete!.responses).toMatchObject({
      409: { description: 'In use' },
      401: { $ref: '#/components/responses/Unauthorized' },
      404: { $ref: '#/components/responses/NotFound' },
    });
    // Only what something refers to stays.
    expect(Object.keys(done.components.schemas)).toEqual(['Error']);
  });
});
