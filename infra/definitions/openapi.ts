import { openApiDocument, routes } from '@polyloop/shared/contract/index';

/**
 * The API described as an OpenAPI 3.1 document, at the path the API docs and clients read. It is
 * a file, made from the contract when the app is built: deployed to the web bucket and served by
 * CloudFront in AWS, answered by the gateway locally. No function carries the whole contract to
 * serve it.
 */
export const OPENAPI_PATH = '/api/openapi.json';

let made: string | undefined;
/** The document's text, the same in both clouds. */
export const openApiFile = (): string => (made ??= JSON.stringify(openApiDocument(routes)));
