/** Types of site-server.mjs (plain JavaScript, so the drills and measuring scripts run without a build step). */
import type { ChildProcess } from 'node:child_process';

export type SiteOptions = {
  port: number;
  name?: string;
  env?: Record<string, string | undefined>;
  dir?: string;
  logFile?: string;
  timeoutMs?: number;
};

export type Site = {
  origin: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | NodeJS.Signals | null>;
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  ready(): Promise<void>;
};

export function answers(url: string): Promise<boolean>;
export function spawnSite(options: SiteOptions): Promise<Site>;
export function startSite(options: SiteOptions): Promise<Site>;
