import type { AccountsTables } from "./tables/accounts";
import type { BodyTables } from "./tables/body";
import type { CareTables } from "./tables/care";
import type { ContentTables } from "./tables/content";
import type { FitnessTables } from "./tables/fitness";
import type { FoodsTables } from "./tables/foods";
import type { JobsTables } from "./tables/jobs";
import type { JournalTables } from "./tables/journal";
import type { MessagesTables } from "./tables/messages";
import type { MedicationsTables } from "./tables/medications";
import type { NotificationsTables } from "./tables/notifications";
import type { ProgressTables } from "./tables/progress";
import type { RecipesTables } from "./tables/recipes";
import type { ReportsTables } from "./tables/reports";
import type { SharedStateTables } from "./tables/shared-state";

/** The whole database, composed from one interface per table group. */
export type Database = AccountsTables &
  BodyTables &
  CareTables &
  ContentTables &
  FitnessTables &
  FoodsTables &
  JobsTables &
  JournalTables &
  MessagesTables &
  MedicationsTables &
  NotificationsTables &
  ProgressTables &
  RecipesTables &
  ReportsTables &
  SharedStateTables;
