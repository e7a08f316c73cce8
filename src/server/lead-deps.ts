export type { LeadDeps };

import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { StaffDoorKeeper } from './http/authenticate.ts';
import type { DiskFullWatch } from './http/disk-full.ts';
import type { LeadBudget } from './http/lead-budget.ts';
import type { DeliveryDeps } from './leads/deliver-lead.ts';
import type { LeadStoredDeps } from './leads/store-lead.ts';
import type { LeadStore } from './store/lead-store.ts';
import type { PhotoChecks } from './photos/attach-files.ts';
import type { PhotoStore } from './store/photo-store.ts';

/** What the lead routes share. */
interface LeadDeps {
  config: ServerConfig;
  store: LeadStore;
  /** The leads' photos and the tokens that let a lead's sender attach them. */
  photos: PhotoStore;
  delivery: DeliveryDeps;
  /** What storing a lead sets going (its jobs, the inbox's news). */
  leadStored: LeadStoredDeps;
  /** What each photo of a request must pass: the store's room for photos and the sender's daily allowance. */
  photoChecks(request: FastifyRequest): PhotoChecks;
  /** The per-address allowance every lead route and photo draws on. */
  budget: LeadBudget;
  /** The staff token's check, counted with the staff door's wrong credentials. */
  keeper: StaffDoorKeeper;
  /** Says in the log when the disk is full, and when requests are stored again. */
  diskFull: DiskFullWatch;
}
