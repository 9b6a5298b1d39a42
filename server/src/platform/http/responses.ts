import { envelope, errorEnvelope, listEnvelope } from '@onsite/contracts';
import type { z } from 'zod';

/** The error answers any route may give; spread into each route's `response` so OpenAPI lists them. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
  503: errorEnvelope,
};

/** `dataOn`: statuses besides 200 whose envelope still carries `data` (the route's `dataOnStatus`). */
export function responses<T extends z.ZodType>(data: T, dataOn: readonly number[] = []) {
  const withData = Object.fromEntries(dataOn.map((status) => [status, envelope(data)]));
  return { 200: envelope(data), ...errorResponses, ...withData };
}

/** A paged list: `data` is the page, `count` the total. */
export function listResponses<T extends z.ZodType>(row: T) {
  return { 200: listEnvelope(row), ...errorResponses };
}
