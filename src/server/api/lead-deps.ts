export type { LeadDeps };

import type { ServerConfig } from '../config.ts';
import type { StaffDoorKeeper } from '../http/authenticate.ts';
import type { DiskFullWatch } from '../http/disk-full.ts';
import type { LeadBudget } from '../http/lead-budget.ts';
import type { DeliveryDeps } from '../leads/deliver-lead.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { PhotoStore } from '../store/photo-store.ts';

/** What the lead routes share. */
interface LeadDeps {
  config: ServerConfig;
  store: LeadStore;
  /** The leads' photos and the tokens that let a lead's sender attach them. */
  photos: PhotoStore;
  delivery: DeliveryDeps;
  /** The per-address allowance every lead route and photo draws on. */
  budget: LeadBudget;
  /** The staff token's check, counted with the staff door's wrong credentials. */
  keeper: StaffDoorKeeper;
  /** Says in the log when the disk is full, and when requests are stored again. */
  diskFull: DiskFullWatch;
}
