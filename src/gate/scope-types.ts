// What the gate knows of the projects it judges: the scope, proved against the projects list, and the
// newest scans of each. Pure data, a leaf of gate/; gate/types.ts re-exports it.
import type { Product } from '../domain.ts';

/** One gated project as the deployment knows it. */
export interface ScopedProject {
  name: string;
  id?: string;
  archived?: boolean;
  defaultBranchId?: string;
}

/** The named projects, checked: against the projects list, or (where it is not available) the report's labels. */
export interface ResolvedScope {
  source: 'projects-list' | 'report';
  /** The whole deployment (`projects: *`): every project, not names to prove. */
  whole?: boolean;
  projects: ScopedProject[];
  /** Why the projects list was not used, when the source is the report. */
  why?: string;
}

/** A scan, as the summary shows it. */
export interface ScanFact {
  id: string;
  status: string;
  commit?: string;
  /** True on the project's default branch; undefined when unknown. */
  onDefaultBranch?: boolean;
  branchId?: string;
  isFullScan: boolean;
  startTime?: string;
  completeTime?: string;
}

/** The newest scans of one project in the past 30 days. */
export interface ProjectScans {
  project: string;
  projectId: string;
  /** The newest scan, whatever its status. */
  newest?: ScanFact;
  /** The completed scan that proves the gated finding types fresh: of the newest completed scan of each type, the stalest. */
  newestCompleted?: ScanFact;
  /** The gated finding types no completed scan covered, where another type's did (gate/freshness.ts covers). */
  uncovered?: Product[];
}

/** The scans of the gated projects, or why they were not read. */
export type Freshness = { state: 'read'; projects: ProjectScans[] } | { state: 'unknown'; why: string };
