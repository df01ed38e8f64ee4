import 'server-only';
import { feature, mesh } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';
import { shapePath } from './map-projection';

/** The base map's shapes as SVG paths: land, and the borders between countries (Natural Earth, public domain). */
export interface BaseMapPaths {
  land: string;
  borders: string;
}

// The TopoJSON types (topojson-specification) as topojson-client's signatures name them.
type Topology = Parameters<typeof mesh>[0];
type TopologyObject = NonNullable<Parameters<typeof mesh>[1]>;

let cached: BaseMapPaths | undefined;

/** Computed once per server process from the bundled TopoJSON: no tile server, nothing sent to the client but paths. */
export function baseMapPaths(): BaseMapPaths {
  if (cached) return cached;
  const topology = countries110m as unknown as Topology;
  const objects = topology.objects as Record<'countries' | 'land', TopologyObject>;
  cached = {
    land: shapePath(feature(topology, objects.land)),
    borders: shapePath(mesh(topology, objects.countries, (a, b) => a !== b)),
  };
  return cached;
}
