// OpenNext's API Gateway v2 converter with the client-address rule of docs/architecture.md §4 at the
// function's door, as server/main.ts applies it for the app's own server: the client is the address
// API Gateway saw (requestContext.http.sourceIp), never an X-Forwarded-For the client wrote itself.
// open-next.config.ts names it; OpenNext bundles it into the server function.
import type { Converter } from '@opennextjs/aws/types/overrides.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';

// Loaded on first use: the module reads the build's manifests when imported, which the packaging
// step does not have when it reads this converter's name.
const apiGatewayV2 = () =>
  import('@opennextjs/aws/overrides/converters/aws-apigw-v2.js').then((module) => module.default);

const converter: Converter = {
  name: 'aws-apigw-v2-client-address',
  async convertFrom(event: APIGatewayProxyEventV2) {
    const internal = await (await apiGatewayV2()).convertFrom(event);
    const client = event.requestContext.http.sourceIp;
    return { ...internal, headers: { ...internal.headers, [CLIENT_ADDRESS_HEADER]: client } };
  },
  async convertTo(result, originalRequest) {
    return (await apiGatewayV2()).convertTo(result, originalRequest);
  },
};

export default converter;
