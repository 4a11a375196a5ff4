import type { Viewer } from "~/domain/outcome";

/** Who asks, for the fitness area: their id and role, and their clinic's time zone (their "today"). */
export type FitnessViewer = Viewer & { time_zone: string };
