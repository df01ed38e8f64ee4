// OpenNext's API Gateway v2 converter with the client-address rule of docs/architecture.md §4 at the
// function's door, as server/main.ts applies it for the app's own server, with API Gateway as the
// peer and no proxy trusted: the client is the address API Gateway saw (requestContext.http.sourceIp),
// and forwarded headers the client wrote are dropped, so neither X-Forwarded-For nor
// X-Forwarded-Host (which OpenNext would take as the Host) comes from the client.
// open-next.config.ts names it; OpenNext bundles it into the server function.
import type { Converter } from '@opennextjs/aws/types/overrides.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { applyClientAddress } from '../http/client-address';

// Loaded on first use: the module reads the build's manifests when imported, which the packaging
// step does not have when it reads this converter's name.
const apiGatewayV2 = () =>
  import('@opennextjs/aws/overrides/converters/aws-apigw-v2.js').then((module) => module.default);

const converter: Converter = {
  name: 'aws-apigw-v2-client-address',
  // On the event itself: OpenNext builds the request URL from X-Forwarded-Host when present.
  async convertFrom(event: APIGatewayProxyEventV2) {
    const headers = { ...event.headers };
    applyClientAddress(headers, event.requestContext.http.sourceIp, null);
    return (await apiGatewayV2()).convertFrom({ ...event, headers });
  },
  async convertTo(result, originalRequest) {
    return (await apiGatewayV2()).convertTo(result, originalRequest);
  },
};

export default converter;
