import type { RouteDefinition, RouteOutput } from '@polyloop/shared';
import { api, type ApiInput } from '../../../lib/api';

/**
 * A form's save, for `useFormSubmit` or a `SubmitDialog`: the route called on the record `params`
 * names, with the body the form's values make; it resolves to the route's answer.
 */
export const saveTo =
  <R extends RouteDefinition, T>(
    route: R,
    params: NoInfer<ApiInput<R>['params']>,
    body: (values: T) => NoInfer<ApiInput<R>['body']>,
  ) =>
  async (values: T): Promise<RouteOutput<R>> =>
    (await api(route, { params, body: body(values) })).data;
