/**
 * Generated from GET /api/openapi.json by `npm run openapi:generate` (openapi-typescript): do not edit.
 */

export interface paths {
    "/api/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items, newest first
         * @description Any signed-in caller; a patient only ever sees active items.
         */
        get: operations["get_ads"];
        put?: never;
        /**
         * Add an item (staff)
         * @description JSON `{title, url}` for a video; multipart `title`, `url` (an optional link) and `image` for an image; `kind` (image/video) overrides the guess. `title` "Required"; a video's `url` "Required", "Invalid url" (ads: "Not a YouTube Video Url"); `image` "Please select an image!", "Image name must be 100 or less", "Unsupported format! (type)" (jpeg and png only, judged by content), "Image is too large! The limit is 10 MB."
         */
        post: operations["post_ads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description An inactive item is not found for a patient.
         */
        get: operations["get_ads_id"];
        /**
         * Change an item (staff)
         * @description Any of `title`, `url`, `is_active` (the enable/disable toggle is `{is_active}` alone); multipart may carry a new `image`. What is left out stays.
         */
        put: operations["put_ads_id"];
        post?: never;
        /** Delete an item (staff) */
        delete: operations["delete_ads_id"];
        options?: never;
        head?: never;
        /**
         * Change an item (staff)
         * @description Any of `title`, `url`, `is_active` (the enable/disable toggle is `{is_active}` alone); multipart may carry a new `image`. What is left out stays.
         */
        patch: operations["patch_ads_id"];
        trace?: never;
    };
    "/api/ads/random": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active item at random
         * @description Not found when none is active.
         */
        get: operations["get_ads_random"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every badge of the programme, with how often the caller earned it
         * @description 0: not yet; the description says what earns it. The weight badges are named in pounds, or in kilograms with `?units=metric` ("First 2.3 Kilograms"), their picture too.
         */
        get: operations["get_badges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/clinics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's clinics, by name, each with its number of patients (staff)
         * @description Every clinic for an administrator; care staff the clinics assigned to them.
         */
        get: operations["get_care_clinics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of one of the caller's clinics' conversations with patients (staff)
         * @description `clinic` defaults to the caller's own clinic when they look after it, else their first with patients; a clinic not theirs is not found. `status`: waiting (open, waiting for the care team: the default, oldest waiting first), answered (waiting for the patient), closed or all, the others latest activity first; `assigned`: me, nobody or empty for anyone; `patient`: one patient's. Each patient listed is an audited read.
         */
        get: operations["get_care_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation of one of the caller's clinics with its messages, the latest first, paged (staff)
         * @description Reading it does not mark it read (POST /api/care/messages/{id}/read does). Another clinic's conversation is not found, exactly like a missing one.
         */
        get: operations["get_care_messages_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a conversation to the caller or a colleague of its clinic, or to nobody (staff)
         * @description `assignee`: the id of a staff member who looks after the conversation's clinic (the caller included), or null. Anyone else: "Please choose someone who looks after this clinic.". Another clinic's conversation is not found.
         */
        post: operations["post_care_messages_id_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a conversation (staff)
         * @description Closing it again changes nothing. It no longer waits for anyone; the patient may open it again by replying. Another clinic's conversation is not found.
         */
        post: operations["post_care_messages_id_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read by the care team: every message in it so far (staff)
         * @description The care team reads as one: the inbox's `unread` counts the patient's messages nobody of the team has read. Another clinic's conversation is not found.
         */
        post: operations["post_care_messages_id_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a patient in a conversation of one of the caller's clinics, optionally with a photo (staff)
         * @description JSON `{body}`, or multipart with `image` too (plain text up to 5,000 characters; the upload rules of every picture). A closed conversation opens again. The patient is told in the portal, and by email if they chose, with a link only, never the text. Another clinic's conversation is not found; too many messages: 429.
         */
        post: operations["post_care_messages_id_replies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/messages/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a message the caller sent, within 5 minutes of sending it (staff)
         * @description `message`: the id of one of the caller's own messages in the conversation; it stays as "Message withdrawn". Another's message, one already withdrawn or older than 5 minutes: 400 with the reason under `message`. Another clinic's conversation is not found.
         */
        post: operations["post_care_messages_id_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of one of the caller's clinics' patient panel, each row with its open flags (staff)
         * @description `clinic` defaults to the caller's own clinic when they look after it, else their first with patients; a clinic not theirs is not found. `flag` keeps the patients with that flag open; `search` is part of a name; `ordering` a column (`-` for descending; default `-flags`: most needing a look first). Weights in pounds, or kilograms with `?units=metric`. Each patient listed is an audited read.
         */
        get: operations["get_care_patients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's summary for the care team (staff)
         * @description Weights, trend and goal, the last 14 days' journal totals, the last 8 weeks' exercise, flags (with their history), badges and notes; `?day=` adds that day's entries. Weights in pounds, or kilograms with `?units=metric`. Another clinic's patient is not found, exactly like a missing one.
         */
        get: operations["get_care_patients_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/flags/{code}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a patient's open flag reviewed (staff)
         * @description The flag stays quiet until its condition clears and comes back. An unknown code is not found; a flag that is not open now is `{non_field_errors: ["This flag is not raised for the patient now."]}`.
         */
        post: operations["post_care_patients_id_flags_code_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a patient's nutrition goals from their today, and their goal weight (staff)
         * @description The goal payload of /api/goals (`date`, when sent, must be the patient's today; the journal then shows "Set by your clinic"), and optionally `goal_weight` (pounds, or kilograms with `?units=metric`; null removes it; above the patient's current weight, a 400 keyed `goal_weight` and `confirm` that saves nothing of the call, until sent with `confirm: true`: docs/decisions/0174). 201 when a goal starts today, 200 when today's was updated. The patient is told once.
         */
        put: operations["put_care_patients_id_goals"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/medications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's medicines: each with its dose steps, its doses of the last 28 days and its adherence; the side-effect chart (staff)
         * @description For a patient of a clinic the caller looks after (another clinic's is not found). `regimen` picks the medicine the chart's dose steps are drawn for (the one with most steps when left out). An audited read.
         */
        get: operations["get_care_patients_id_medications"];
        put?: never;
        /**
         * Prescribe a medicine to a patient (staff)
         * @description `medication` a formulary entry, `dose` one of its strengths, the schedule as for the patient's own, `start_day` (today when left out), `instructions`, `supply`. `titrate: true` follows the formulary's dose steps from `dose` up to `titrate_to` (its last step when left out), each step from its day. The patient is told (in the portal, and by email if they chose). The portal records what the clinic decided; it never picks a dose.
         */
        post: operations["post_care_patients_id_medications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/medications/{rid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a patient's medicine: the dose from a day, a pause, a resume, a stop (staff)
         * @description `action` is `dose` (with `dose`, one of its strengths, and `from_day`, today or later: a new step, the days before keep theirs, the plan's later steps give way), `pause` or `resume` (from today, with an optional `note`) or `stop` (from today, with a `reason`). The patient is told. A stopped medicine cannot change: `non_field_errors`.
         */
        put: operations["put_care_patients_id_medications_rid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a conversation with a patient of one of the caller's clinics (staff)
         * @description The rules of POST /api/messages (`subject`, `body`, optional `image`). The conversation is assigned to the caller and waits for the patient, who is told (a link only, never the text). Another clinic's patient is not found; too many messages: 429.
         */
        post: operations["post_care_patients_id_messages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a patient a note on a day of their journal (staff)
         * @description `date` is a day of the patient's journal, not in their future ("A note cannot be for a day in the future."); `text` up to 1,000 characters. The answer is the note as the patient's GET /api/journals/notes shows it; the patient is told.
         */
        post: operations["post_care_patients_id_notes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/reports/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's visit summary (staff)
         * @description Since the patient's last visit (the latest appointment before today), or `since` (not in the future, at most two years back), else the last four weeks: weight change, trend, BMI and body composition, intake by week against the goals, exercise, adherence, open flags, the care team's notes and the patient's questions. Weights in pounds, or kilograms with `?units=metric`. Another clinic's patient is not found, exactly like a missing one. An audited read.
         */
        get: operations["get_care_patients_id_reports_visit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/patients/{id}/weights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a clinic weigh-in for a patient (staff)
         * @description The add-weight payload, in pounds (kilograms with `?units=metric`, and the answer in the same units); the row is the clinic's (`member_created: false`), entered by the caller. A weight farther from the trend than 5 % and a plausible loss over the gap since the last weigh-in needs `confirm: true`, and is then held (no badge) until staff review the implausible flag (docs/decisions/0121, 0173).
         */
        post: operations["post_care_patients_id_weights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories (of one group), by seq then name */
        get: operations["get_categories"];
        put?: never;
        /**
         * Add a category to a group (staff)
         * @description `group`: "Required" / "Select a valid choice."; `name`: "A category with this name already exists in this group."
         */
        post: operations["post_categories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category (staff); the recipes that had it lose it */
        delete: operations["delete_categories_id"];
        options?: never;
        head?: never;
        /** Rename, move or reorder a category (staff) */
        patch: operations["patch_categories_id"];
        trace?: never;
    };
    "/api/category_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category groups by seq, each with its categories
         * @description `search=True`: only the groups that feed the listing's filter panel.
         */
        get: operations["get_category_groups"];
        put?: never;
        /**
         * Add a category group (staff)
         * @description `name`: "A group with this name already exists."
         */
        post: operations["post_category_groups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category group with its categories (staff) */
        delete: operations["delete_category_groups_id"];
        options?: never;
        head?: never;
        /** Change a category group (staff) */
        patch: operations["patch_category_groups_id"];
        trace?: never;
    };
    "/api/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description `404 NOT_FOUND` means the token is unknown, used, expired or voided (by a newer link, a password or email change, signing out everywhere), or the account is inactive. Every token and sign-in issued before stops working, every other reset link too, and a pending email change is cancelled; the account's address is told. Counted per address.
         */
        post: operations["post_change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comments: a recipe's approved ones, or (staff) those waiting for moderation
         * @description `recipe={id}&approved=True`: the recipe's approved comments, newest first (`recipe` "Required"; `approved=False` is refused). `not_approved=True` (staff): the comments waiting for moderation, oldest first, each with `recipe_name`; a patient gets 403. Unapproved comments are never listed by recipe.
         */
        get: operations["get_comments"];
        put?: never;
        /**
         * Comment on a recipe the caller can see
         * @description The comment waits for approval (`is_approved: null`; the app shows 'Your comment will be visible after approval.') and is not listed until then. `title`, `notes` "Required"; `rating` 0–10.
         */
        post: operations["post_comments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/admin_approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject a comment (staff)
         * @description Approving (`is_approved: true`, the default) may edit title and notes; rejecting sets `is_approved: false`. The recipe's `com_num`/`com_avg` follow the approved comments.
         */
        put: operations["put_comments_id_admin_approval"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API reference page (HTML)
         * @description The document at /api/openapi.json, browsable: every call with its parameters, bodies and answers.
         */
        get: operations["get_docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercise_filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exercise library's filter choices
         * @description Send `value` back as the `param` query parameter of /api/exercises.
         */
        get: operations["get_exercise_filters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exercise library, by name
         * @description `search` (3 characters or more, else "Enter search term!") looks in the name, kind and Compendium wording; `type`, `type_of_activity`, `flame` take lists (repeated or comma-separated).
         */
        get: operations["get_exercises"];
        put?: never;
        /** Add an exercise (staff) */
        post: operations["post_exercises"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An exercise with everything its details page shows
         * @description `already_in_plan` and `plan_entry_id` are the caller's.
         */
        get: operations["get_exercises_id"];
        /**
         * Replace an exercise's own fields (staff)
         * @description `non_field_errors: ["Nothing to update!"]` when nothing changed.
         */
        put: operations["put_exercises_id"];
        post?: never;
        /**
         * Remove an exercise from the library (staff)
         * @description Gone from the library, the members' plans, the workout plans and related lists; members' logs of it keep it (decision 0052).
         */
        delete: operations["delete_exercises_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/{id}/potential_burn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an exercise burns for the caller, from their latest weight
         * @description `value` is the net kcal of 30 minutes; `met_table` gives 15, 30, 45 and 60 minutes. Without a weight: `value: null`, `met_table: []` and a prompt in `message`.
         */
        get: operations["get_exercises_id_potential_burn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/{id}/related_exercises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An exercise's related exercises, in labelled groups
         * @description "Easier options", "Similar activities", "More challenging".
         */
        get: operations["get_exercises_id_related_exercises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/my_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's history chart: minutes and calories burned by day or week */
        get: operations["get_exercises_my_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/my_home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every block of the home dashboard in one call
         * @description From the function the /home page uses (spec part 1 §3 Home data). One health-data audit row.
         */
        get: operations["get_exercises_my_home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fitness_goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fitness goal in effect in the week of `start_date` (this week without it) */
        get: operations["get_fitness_goals"];
        put?: never;
        /**
         * Set this week's fitness goal
         * @description `date` must be today (YYYY/MM/DD): "Goals can only be adjusted for today."; calories in steps of 0.1.
         */
        post: operations["post_fitness_goals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fitness_goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Adjust this week's fitness goal
         * @description `non_field_errors: ["Only this week's goal can be adjusted."]`.
         */
        put: operations["put_fitness_goals_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fitness_journals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's fitness journal: the week of `date`, or every entry, newest first */
        get: operations["get_fitness_journals"];
        put?: never;
        /**
         * Add a fitness journal entry
         * @description `minutes` required; for Resistance also `weight_lifted` (pounds, or kilograms with `?units=metric`), `reps` and `number_of_sets`. Not in the future.
         */
        post: operations["post_fitness_journals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fitness_journals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's fitness journal entries */
        get: operations["get_fitness_journals_id"];
        /** Change one of the caller's fitness journal entries */
        put: operations["put_fitness_journals_id"];
        post?: never;
        /** Delete one of the caller's fitness journal entries (the same record as its log) */
        delete: operations["delete_fitness_journals_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fitness_journals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A week's fitness totals and entries
         * @description The week (Sunday to Saturday) of `date`, today without it: cardio minutes, resistance and flexibility sessions (days with an entry of that type), calories burned.
         */
        get: operations["get_fitness_journals_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The food database
         * @description Staff read the database (approved foods), or with `declined=true` the declined foods; a patient reads the database plus their own foods. Filtered by a food group (`p_id` and its level `p`, or `hier3_id`) and a search in name and description (`search`, given, needs 3 characters or more: "Enter search term!").
         */
        get: operations["get_food"];
        put?: never;
        /**
         * Add a food to the database (staff)
         * @description The food is approved at once. At least one servings value above 0 unless `servings_type` is 7 (Zero): `non_field_errors: ["Atleast one servings type is required!"]`.
         */
        post: operations["post_food"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A food with its nutrition table
         * @description Another patient's personal food is not found.
         */
        get: operations["get_food_id"];
        /**
         * Change a food
         * @description Staff edit any food with the full form (UPC, useful, data source, link); a patient edits one of their own foods with the personal-food fields (the staff fields are ignored), which sends it back for approval. Anyone else's food is not found.
         */
        put: operations["put_food_id"];
        post?: never;
        /**
         * Delete a food, with its measures and nutrient values
         * @description Staff delete any food, a patient only their own. A food that recipes use is refused (`non_field_errors`).
         */
        delete: operations["delete_food_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/{id}/approve_food": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A food awaiting approval, in full, with who sent it (staff)
         * @description What a reviewer reads before approving or declining. An approved food is no longer in the queue: not found.
         */
        get: operations["get_food_id_approve_food"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a food awaiting approval (staff)
         * @description The code may come in the query (as the apps send it) or in the body: A, B, C, D, E or Z. Only a food awaiting approval can be declined (`non_field_errors`).
         */
        post: operations["post_food_id_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/approve_food": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Foods awaiting approval, with who sent them (staff)
         * @description Oldest first; by relevance when searched. `search`, given, needs 3 characters or more ("Enter search term!").
         */
        get: operations["get_food_approve_food"];
        put?: never;
        /** Approve a food (staff): it joins the database */
        post: operations["post_food_approve_food"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/myfood": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a personal food (patients)
         * @description It waits for approval (`status: "pending"`, `source: "Personal food"`). Staff have no My Food: 403.
         */
        post: operations["post_food_myfood"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/myfoodlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's personal foods (patients)
         * @description Last changed first, each with its `status` and `decline_code`. Staff have no My Food: 403.
         */
        get: operations["get_food_myfoodlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search foods by relevance
         * @description Staff search the database; a patient the database and their own foods. A term missing or under 3 characters is `search: ["Enter search term!"]`. The recipe editor's ingredient search sends `limit=10`, the patients' food search `limit=20`.
         */
        get: operations["get_food_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's nutrition goals: the one in force on `start_date` (today by default), then every newer one */
        get: operations["get_goals"];
        put?: never;
        /**
         * Set today's nutrition goal
         * @description `date`, when sent, must be today: `date: ["A goal can be set only for today."]`.
         */
        post: operations["post_goals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Adjust the caller's nutrition goal from today
         * @description A goal that began today is updated; one that began earlier keeps its values for its days, and the answer is the new goal from today.
         */
        put: operations["put_goals_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hier1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Food groups of level 1 (the 25 SR28 groups), in SR28 order */
        get: operations["get_hier1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hier2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Food groups of level 2, under one level-1 group when given, by name */
        get: operations["get_hier2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hier3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Food groups of level 3, under one level-2 group when given */
        get: operations["get_hier3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calories burned by week, newest first
         * @description Over the last `days_to_do` days, or all history from the member's first log without it.
         */
        get: operations["get_history_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The image gallery, newest first (staff)
         * @description `search` (or `name`) looks in the name; given, it needs 3 characters or more ("Enter search term!").
         */
        get: operations["get_images"];
        put?: never;
        /**
         * Add an image to the gallery (staff)
         * @description Multipart: `name`, `source`, `photo_o` (one file, jpeg, png, gif or bmp judged by its content, at most 10 MB): "Please upload one image" / "Unsupported format! (type)" / "Image is too large! The limit is 10 MB." / "The image could not be read. Please try another file.". Resized into photo_l/m/s. The same content again, whatever its name, is not stored twice (docs/decisions/0081).
         */
        post: operations["post_images"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingredient_weights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A food's common measures, in sequence order
         * @description Another patient's personal food is not found.
         */
        get: operations["get_ingredient_weights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingredient_weights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a measure of a food
         * @description Staff change any food's measures, a patient their own food's. USDA measures are never changed (`non_field_errors: ["USDA measures cannot be changed or deleted."]`); a measure the food already has is `measure: ["Item exists in list"]`.
         */
        put: operations["put_ingredient_weights_id"];
        post?: never;
        /**
         * Delete a measure of a food
         * @description Never a USDA measure, never a food's last one (`non_field_errors: ["At least one measurement is required"]`).
         */
        delete: operations["delete_ingredient_weights_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingredients_weights/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add measures to a food, all or none
         * @description The path's "ingredients_weights" is the specification's spelling. Staff add to any food, a patient to their own. Errors are keyed `index.field` (`{"1.measure": ["Item exists in list"]}`); an empty list is `non_field_errors: ["At least one measurement is required"]`; 50 at most.
         */
        post: operations["post_ingredients_weights_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journal_update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change some fields of a journal entry
         * @description Only the fields sent change (a quantity, a meal, a drink's total). A drink's `quantity` is the day's new total; its day cannot change (`added_on: ["Hydration and electrolyte stay on their day."]`).
         */
        put: operations["put_journal_update_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's journal entries, by day, meal and as logged
         * @description Between `start_date` and `end_date` (the clinic's days; at most a year apart). Both default to today; one given is a one-day range. `start_date`/`end_date`: "Enter a date as YYYY-MM-DD."; `end_date`: "The end date cannot be before the start date." / "Ask for 366 days or fewer."
         */
        get: operations["get_journals"];
        put?: never;
        /**
         * Add a journal entry
         * @description A food (with a measure: a common measure's id or "g") or a recipe (servings); hydration and electrolyte add to the day's total (201 for the day's first, 200 after). The day may not be after the clinic's today ("The date cannot be in the future."); a day holds at most 200 food items.
         */
        post: operations["post_journals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's journal entries */
        get: operations["get_journals_id"];
        /**
         * Replace one of the caller's journal entries
         * @description Every field, as for POST. Left out: its default, as for POST; `added_on` left out keeps the day. `entry: ["An entry's kind cannot change."]`.
         */
        put: operations["put_journals_id"];
        post?: never;
        /** Delete one of the caller's journal entries */
        delete: operations["delete_journals_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repeat a meal (or the whole day) onto another day
         * @description `meal` a meal code or "all"; `to_date` today without it. Drinks are not copied. `from_date`: "There is nothing to copy from that day." / "Choose another day to copy from."; `to_date`: "A day holds at most 200 food items."; not a future day.
         */
        post: operations["post_journals_copy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notes the care team left the caller, newest first
         * @description One day's (`date`) or all. An audited read.
         */
        get: operations["get_journals_notes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/notes/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a note from the care team read
         * @description Reading it again changes nothing. Another patient's note is not found.
         */
        post: operations["post_journals_notes_id_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's recent and most frequent items, as the picker opens with them */
        get: operations["get_journals_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One journal summary a day over a range, with the goals in force
         * @description Every day of the range, empty days too, each naming the goal in force; the goals come alongside.
         */
        get: operations["get_journals_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads, newest first (staff)
         * @description Each with the referral code it came with and the member it names (`referred_by`); `referred=True` keeps those that came with a code.
         */
        get: operations["get_leads"];
        put?: never;
        /**
         * An information request from the apps
         * @description The specification's payload, with an optional `referral_code` ("Please check the referral code: letters and digits only."); `subject` is "Request Information" or "Schedule an Appointment". No captcha: every try from an address counts toward its limit (`RATE_LIMIT_MAX` a window, valid or not), and the same request again on the same day is the lead already stored (200, nothing added). The web forms keep their captcha.
         */
        post: operations["post_leads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log_exercises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's exercise logs, newest first */
        get: operations["get_log_exercises"];
        put?: never;
        /**
         * Log an exercise
         * @description `calories` left out are computed from the exercise's MET and the member's weight (decision 0050). `datedone`: "Required" / "Date cannot be in the future!" (the clinic's today).
         */
        post: operations["post_log_exercises"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log_exercises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's logs */
        get: operations["get_log_exercises_id"];
        /**
         * Replace one of the caller's logs
         * @description Calories recomputed when left out.
         */
        put: operations["put_log_exercises_id"];
        post?: never;
        /** Delete one of the caller's logs (the same record as its journal entry) */
        delete: operations["delete_log_exercises_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log_exercises/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log several exercises, all or none
         * @description Errors keyed `index.field`; 200 logs at most.
         */
        post: operations["post_log_exercises_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the calling app out
         * @description Its token, and any refresh of it, stops working. `{everywhere: true}` signs the account out of every browser and app, and voids every password-reset link and a pending email change (its new address no longer confirms; the account's address is told).
         */
        post: operations["post_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage_my_workout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove all: empty the caller's plan */
        delete: operations["delete_manage_my_workout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's profile
         * @description The member of sign-in with `phone`, `units`, `date_of_birth`, `pending_email` and `language`: the apps re-read the member after a refresh without signing in again.
         */
        get: operations["get_me"];
        /**
         * Change the caller's name, phone, units or language
         * @description Any of `first_name`, `middle_name`, `last_name`, `phone`, `units`, `language` (one of the portal's languages, "en" or "es"; another code is a field error and nothing is stored); what is left out stays (the clinic, city, state and date of birth are the clinic's record). `first_name`/`last_name`: "Required", "Must be 64 characters or less"; `phone`: "Please enter a phone number: digits, spaces and + ( ) - . only."; `non_field_errors: ["Required"]` for an empty body.
         */
        put: operations["put_me"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's name, phone, units or language
         * @description Any of `first_name`, `middle_name`, `last_name`, `phone`, `units`, `language` (one of the portal's languages, "en" or "es"; another code is a field error and nothing is stored); what is left out stays (the clinic, city, state and date of birth are the clinic's record). `first_name`/`last_name`: "Required", "Must be 64 characters or less"; `phone`: "Please enter a phone number: digits, spaces and + ( ) - . only."; `non_field_errors: ["Required"]` for an empty body.
         */
        patch: operations["patch_me"];
        trace?: never;
    };
    "/api/me/access_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who viewed or changed the caller's record, newest first
         * @description An accounting of disclosures: every read or write of the caller's health data by someone else (their clinic's care team, a programme administrator). Views by the same person of the same kind of record within the same hour are one line; every change is a line naming what changed. The caller's own reads are not listed.
         */
        get: operations["get_me_access_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the account is signed in: each browser and app
         * @description The caller's own first, then by last activity; the whole list on one page.
         */
        get: operations["get_me_devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign one browser or app out
         * @description Another member's, or one already signed out, is not found.
         */
        delete: operations["delete_me_devices_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/doses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's scheduled doses from `from` to `to`, each with its status
         * @description Every scheduled dose of the caller's medicines (taken, skipped, due, upcoming or missed) and the as-needed doses taken, by day and time. `to` defaults to today, `from` to 6 days before `to`; at most 92 days. An audited read.
         */
        get: operations["get_me_doses"];
        put?: never;
        /**
         * Record a dose taken or skipped
         * @description `regimen` one of the caller's medicines (another member's is not found); `day` and `time` when it was taken, on the clinic's clock (today and now when left out; never in the future, never before the medicine started); `status` taken or skipped; `reason` when skipped (forgot, side_effects, ran_out, clinic, other); `site` for an injection taken (required). A weekly dose counts for the week's scheduled dose when taken up to 3 days before or 4 after it; a daily one names its time with `slot` (the first not yet recorded when left out). A dose already recorded: `non_field_errors`. Nothing is stored when refused.
         */
        post: operations["post_me_doses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/doses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's recorded doses
         * @description The scheduled dose is open again (or missed, once its time has passed). Another member's is not found.
         */
        delete: operations["delete_me_doses_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's sign-in email, and a change waiting for its link */
        get: operations["get_me_email"];
        put?: never;
        /**
         * Change the sign-in email
         * @description A confirmation link goes to the new address; the email changes only when it is followed (`/confirm-email?token=…`, within 24 hours), and the old address is then told and every password-reset link stops working. A newer request, a password change or reset, or signing out everywhere cancels it. `current_password`: "Your current password is not right."; `email`: "This is already your email address.", "A member with this email address already exists.". Counted per address.
         */
        post: operations["post_me_email"];
        /** Cancel a pending email change */
        delete: operations["delete_me_email"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the portal holds about the caller
         * @description Streamed as one JSON object, or (`format=zip`; `csv` is its other name) as one CSV file a section in a ZIP headed by a readme, the CSV headers and the readme in the caller's language (issue 41), `Content-Disposition: attachment; filename="my-portal-data-YYYY-MM-DD.<format>"`. Audited.
         */
        get: operations["get_me_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/medications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's medicines and supplements
         * @description Active first, then paused, then stopped. Each with its dose today, schedule, dose steps (`titration`: history and the plan still to come), who set it (`set_by` clinic or self), start and end days, status and supply. An audited read.
         */
        get: operations["get_me_medications"];
        put?: never;
        /**
         * Add a supplement of the caller's own
         * @description `medication` is a formulary entry of kind `supplement` (a prescription medicine: `medication: ["This medicine needs a prescription: only your clinic can add it."]`); `dose` one of its strengths; `schedule` daily (with `times`), weekly (with `weekday` and one time) or as_needed; `start_day` today when left out.
         */
        post: operations["post_me_medications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/medications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's medicines
         * @description Another member's is not found. An audited read.
         */
        get: operations["get_me_medications_id"];
        /**
         * Change a supplement of the caller's own
         * @description The dose (one of its strengths: a new step from today, earlier days keep theirs), the instructions and the supply on hand. A medicine the clinic set is the clinic's to change (403); a stopped one cannot change.
         */
        put: operations["put_me_medications_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/medications/{id}/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The injection site to use next for one of the caller's injections
         * @description The site after the last one used, in the rotation round the body that /medications suggests (abdomen, thighs, upper arms; left and right, upper and lower), over all the caller's injections; the first site when none was recorded. `repeated` is true when the last two injections were at the same site (the page warns). Another member's medicine is not found; a medicine that is not an injection has no site: `non_field_errors: ["Only an injection has a site."]`. An audited read.
         */
        get: operations["get_me_medications_id_site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/medications/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a supplement of the caller's own
         * @description From today; it stays in the history with its doses. A medicine the clinic set is the clinic's to stop (403).
         */
        post: operations["post_me_medications_id_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/medications/{id}/supply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The doses on hand now of one of the caller's medicines
         * @description Any of the caller's medicines, the clinic's too: the refill reminder counts down from it.
         */
        post: operations["post_me_medications_id_supply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password
         * @description Every web session and app sign-in of the account ends, the caller's too, every password-reset link stops working and a pending email change is cancelled; the answer is the caller's new sign-in, as token-auth gives it, and the account's address is told (the cancelled change named). `current_password`: "Your current password is not right."; `password`: "Must be 8 characters or more", "Choose a password you have not been using."; `confirmPassword`: "Password does not match". Counted per address.
         */
        post: operations["post_me_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the caller hears of each kind of notification
         * @description `preferences` by kind, and each kind with its choices: a patient's kinds for a patient, `care_flags` for staff.
         */
        get: operations["get_me_preferences"];
        /**
         * Change how the caller hears of each kind of notification
         * @description `{kind: channel, …}` (or `{preferences: {…}}`) changes the kinds named: "portal" or "email" (portal and email) for every kind, "off" for the reminders too (docs/decisions/0131). An unknown kind, or one that is not the caller's (`{kind: ["Not a kind of notification."]}`: patients have theirs, staff `care_flags`), or a choice the kind does not offer (`{kind: ["Select a valid choice."]}`) changes nothing.
         */
        put: operations["put_me_preferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change how the caller hears of each kind of notification
         * @description `{kind: channel, …}` (or `{preferences: {…}}`) changes the kinds named: "portal" or "email" (portal and email) for every kind, "off" for the reminders too (docs/decisions/0131). An unknown kind, or one that is not the caller's (`{kind: ["Not a kind of notification."]}`: patients have theirs, staff `care_flags`), or a choice the kind does not offer (`{kind: ["Select a valid choice."]}`) changes nothing.
         */
        patch: operations["patch_me_preferences"];
        trace?: never;
    };
    "/api/me/side_effects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's side-effect check-ins from `from` to `to`, newest first
         * @description `to` defaults to today, `from` to 6 days before `to`; at most 92 days. An audited read.
         */
        get: operations["get_me_side_effects"];
        put?: never;
        /**
         * Record a side effect
         * @description `day` (today when left out; never in the future), `symptom` (nausea, vomiting, constipation, diarrhoea, heartburn, fatigue, headache, injection_site, other), `severity` 1 to 5 and an optional `note`. The same symptom again on the same day changes it: 201 when new, 200 when changed.
         */
        post: operations["post_me_side_effects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/side_effects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's side-effect check-ins
         * @description Another member's is not found.
         */
        delete: operations["delete_me_side_effects_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medications/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programme's formulary: medicines and supplements, by name
         * @description Anyone signed in. `kind` narrows it (`supplement`: what a patient may add themselves). `retired=True` also lists the entries taken off the list (administrators only; ignored for others). Each entry names the label its dose steps come from.
         */
        get: operations["get_medications_catalogue"];
        put?: never;
        /**
         * Add a medicine or supplement to the formulary (administrators)
         * @description Strengths and the dose-step plan in `unit`; each step's dose is one of the strengths, the last step's weeks null. The name is unique (any case): `name: ["A medicine with this name is already in the list."]`.
         */
        post: operations["post_medications_catalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medications/catalogue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry of the formulary
         * @description A retired entry is found by administrators only.
         */
        get: operations["get_medications_catalogue_id"];
        /**
         * Replace an entry of the formulary (administrators)
         * @description Every field, as for POST. Regimens already started keep the unit and steps they began with.
         */
        put: operations["put_medications_catalogue_id"];
        post?: never;
        /**
         * Take an entry off the formulary (administrators)
         * @description It is no longer offered; the regimens that name it keep it. An entry already retired is not found.
         */
        delete: operations["delete_medications_catalogue_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each time the caller earned one badge, latest first
         * @description `date_range`: one day, or a streak's first and last.
         */
        get: operations["get_member_badge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_exercise_plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan (My Workout), by exercise name */
        get: operations["get_member_exercise_plans"];
        put?: never;
        /**
         * Add exercises to the caller's plan
         * @description The specification's payload: `is_plan: 0` and `exercise` comma-joined (a list works too). An exercise already planned is kept once; with `weekday` they are booked on it. `exercise: ["Please select exercise!"]` when none.
         */
        post: operations["post_member_exercise_plans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_exercise_plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry of the caller's plan */
        get: operations["get_member_exercise_plans_id"];
        /**
         * Set an entry's weekdays
         * @description A missing day is not booked (1/0 or true/false); `is_plan` becomes 1. `non_field_errors: ["Nothing to update!"]` when the days are unchanged.
         */
        put: operations["put_member_exercise_plans_id"];
        post?: never;
        /** Remove an entry from the caller's plan */
        delete: operations["delete_member_exercise_plans_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_exercise_plans/add_plans_to_myworkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add workout plans to the caller's plan
         * @description `plan` comma-joined: every exercise of the plans, booked on every weekday a plan books it. `plan: ["Please select plan!"]` when none.
         */
        post: operations["post_member_exercise_plans_add_plans_to_myworkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_exercise_plans/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the weekdays of several exercises, adding those not planned yet; all or none
         * @description `"1.exercise": ["Select a valid choice."]`, an exercise twice; `non_field_errors: ["Required"]` for an empty list, `["Nothing to update!"]` when nothing changes.
         */
        post: operations["post_member_exercise_plans_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member_exercise_plans/plan_for_day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries of the caller's plan booked on one weekday
         * @description `weekday` 0 (Sunday) to 6, required.
         */
        get: operations["get_member_exercise_plans_plan_for_day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register with a registration code
         * @description `unique_id` is the 10-digit code from a receipt (dashes ignored): "Invalid registration code." / "This registration code has already been used."; a taken email is a field error too. Counted per address.
         */
        post: operations["post_members"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's conversations with their care team, latest activity first, with the unread count of each
         * @description Patients only (staff: 403; their side is GET /api/care/messages). The care team's notes on journal days are GET /api/journals/notes.
         */
        get: operations["get_messages"];
        put?: never;
        /**
         * Write to the care team: a new conversation with a subject and a first message, and optionally a photo
         * @description JSON `{subject, body}`, or multipart with `image` too. `subject` up to 120 characters, `body` plain text up to 5,000 ("Required", "Must be 5000 characters or less"); `image` as every upload ("Please upload one image", "Unsupported format! (type)", too large). The conversation is with the patient's clinic, whoever of its care team is on shift. A sender sending too often is refused with 429 RATE_LIMITED. Patients only.
         */
        post: operations["post_messages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the patient's conversations with its messages, the latest first, paged
         * @description Reading it does not mark it read (POST /api/messages/{id}/read does). Another patient's conversation is not found; staff: 403.
         */
        get: operations["get_messages_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read: every message in it so far
         * @description Reading it again changes nothing. Another patient's conversation is not found; staff: 403.
         */
        post: operations["post_messages_id_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply in one of the patient's conversations, optionally with a photo
         * @description JSON `{body}`, or multipart with `image` too (the rules of POST /api/messages). A closed conversation opens again. Another patient's conversation is not found; staff: 403; too many messages: 429.
         */
        post: operations["post_messages_id_replies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a message the patient sent, within 5 minutes of sending it
         * @description `message`: the id of one of the caller's own messages in the conversation. It stays as "Message withdrawn" (its text and photo are no longer shown). Another's message, one already withdrawn or one older than 5 minutes: 400 with the reason under `message`. Another patient's conversation is not found; staff: 403.
         */
        post: operations["post_messages_id_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/motivational": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items, newest first
         * @description Any signed-in caller; a patient only ever sees active items.
         */
        get: operations["get_motivational"];
        put?: never;
        /**
         * Add an item (staff)
         * @description JSON `{title, url}` for a video; multipart `title`, `url` (an optional link) and `image` for an image; `kind` (image/video) overrides the guess. `title` "Required"; a video's `url` "Required", "Invalid url" (ads: "Not a YouTube Video Url"); `image` "Please select an image!", "Image name must be 100 or less", "Unsupported format! (type)" (jpeg and png only, judged by content), "Image is too large! The limit is 10 MB."
         */
        post: operations["post_motivational"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/motivational/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description An inactive item is not found for a patient.
         */
        get: operations["get_motivational_id"];
        /**
         * Change an item (staff)
         * @description Any of `title`, `url`, `is_active` (the enable/disable toggle is `{is_active}` alone); multipart may carry a new `image`. What is left out stays.
         */
        put: operations["put_motivational_id"];
        post?: never;
        /** Delete an item (staff) */
        delete: operations["delete_motivational_id"];
        options?: never;
        head?: never;
        /**
         * Change an item (staff)
         * @description Any of `title`, `url`, `is_active` (the enable/disable toggle is `{is_active}` alone); multipart may carry a new `image`. What is left out stays.
         */
        patch: operations["patch_motivational_id"];
        trace?: never;
    };
    "/api/motivational/random": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active item at random
         * @description Not found when none is active.
         */
        get: operations["get_motivational_random"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter
         * @description Subscribing twice is fine. Counted per address.
         */
        post: operations["post_newsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description Kept 180 days; `unread=True` keeps the unread. Titles and bodies are in the caller's language (Accept-Language, else their chosen one). An audited read (they name decisions, badges and the weekly summary's weight change).
         */
        get: operations["get_notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read
         * @description Reading it again changes nothing. Another member's is not found.
         */
        post: operations["post_notifications_id_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller read */
        post: operations["post_notifications_read_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's notifications are unread (the bell's number)
         * @description Not an audited read: a bare count names nothing.
         */
        get: operations["get_notifications_unread_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A food's nutrient values, by nutrient name */
        get: operations["get_nut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nut/bulk_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a food's nutrient values, all or none
         * @description Answers all the food's nutrient values after the change. Errors are keyed `index.field` (`{"0.nut_val": ["Must be 0 or more"]}`, `{"1.id": ["Not found."]}` for a value of another food); 200 rows at most, each nutrient once.
         */
        put: operations["put_nut_bulk_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: the OpenAPI 3.1 description of every /api call
         * @description Made from the endpoints' own declarations and schemas. The reference page at /api/docs reads it.
         */
        get: operations["get_openapi_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link
         * @description Always `{status: "OK"}`, whether or not the account exists; the link works once. Counted per address.
         */
        post: operations["post_password_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plug_submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Testimonials, newest first
         * @description A member gets their own (naming another member is not found); staff every member's, or one member's.
         */
        get: operations["get_plug_submit"];
        put?: never;
        /**
         * Send a testimonial
         * @description Members only (staff send none: 403). `fulltext`: 'Please add notes!' when empty.
         */
        post: operations["post_plug_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plug_submit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One testimonial (the same as get_details)
         * @description The member's own, or any for staff.
         */
        get: operations["get_plug_submit_id"];
        put?: never;
        post?: never;
        /**
         * Withdraw a testimonial
         * @description The member withdraws their own; staff remove any.
         */
        delete: operations["delete_plug_submit_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plug_submit/{id}/get_details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One testimonial
         * @description The member's own, or any for staff.
         */
        get: operations["get_plug_submit_id_get_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugs_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Testimonial pictures: before, after, unknown and authorization, by week
         * @description A member gets their own (naming another member is not found); staff any member's.
         */
        get: operations["get_plugs_image"];
        put?: never;
        /**
         * Add a testimonial picture for a member (staff)
         * @description Multipart: `photo_o` (jpeg, png, gif or bmp, judged by content), `type`, `name`, `weight`, `week`, `primary`, `member`. Pictures are private: served only to the member and staff. `photo_o`: "Please upload one image" / "Unsupported format! (type)" / too large; `member`: "Select a valid choice.".
         */
        post: operations["post_plugs_image"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugs_image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a testimonial picture (staff) */
        delete: operations["delete_plugs_image_id"];
        options?: never;
        head?: never;
        /**
         * Change a testimonial picture's details (staff)
         * @description Any of name, type, weight, week, primary.
         */
        patch: operations["patch_plugs_image_id"];
        trace?: never;
    };
    "/api/plugs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a testimonial's final version and flags (staff)
         * @description Country required, quotes ≤ 100, blurb ≤ 250, `fulltext_html` sanitized; `replacements` (ids from GET /api/plugs/replacements) applies standard replacements to it. `active: true` publishes (it needs a country, a final version and the member's signed authorization image), `false` takes it off the public site; `featured`, `homepage`. Publishing without the member's authorization image: `{images: ["Please add the member's signed authorization (type Z) before publishing."]}`.
         */
        put: operations["put_plugs_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugs/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (ISO 3166-1 alpha-2), the United States first, then by name */
        get: operations["get_plugs_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugs/replacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The standard text replacements for a testimonial's final version (staff)
         * @description Send their ids as `replacements` with PUT /api/plugs/{id} (docs/decisions/0065).
         */
        get: operations["get_plugs_replacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's weight progress at a glance, with the two charts' points
         * @description Start, current, change, trend, BMI and goal, as the /progress page shows them; pounds and inches.
         */
        get: operations["get_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's own weigh-ins
         * @description The clinic's weigh-ins, and anyone else's, are not found.
         */
        get: operations["get_progress_id"];
        /** Change one of the caller's own weigh-ins */
        put: operations["put_progress_id"];
        post?: never;
        /** Delete one of the caller's own weigh-ins */
        delete: operations["delete_progress_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress/add_weight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the caller's own weigh-in
         * @description Patients only (staff keep no weights of their own: 403). Weight in pounds (kilograms with `?units=metric`; required), the body composition optional; `date` defaults to the clinic's today and may not be in the future. The answer names the badges it earned. Checks across fields (both blood-pressure numbers, systolic above diastolic, masses within the weight) are keyed `general`; `fat` when the fat % contradicts the fat mass. A weight farther from the trend than 5 % and a plausible loss over the gap since the last weigh-in is a 400 keyed `weight` and `confirm`; sent again with `confirm: true` it saves, held (no badge) until the care team reviews it (docs/decisions/0173).
         */
        post: operations["post_progress_add_weight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress/list_weight_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weight history table, newest first
         * @description `member_created=True`: the member's own weigh-ins only (My Weight Entries); `False` the clinic's only; absent, every weigh-in.
         */
        get: operations["get_progress_list_weight_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's height (inches) and goal weight (pounds) */
        get: operations["get_progress_profile"];
        /**
         * Set the caller's height or goal weight
         * @description The height is part of the clinic record: a member may give it only while none is recorded. A null goal weight removes it. `height`: "Your height is on your clinic record. Please ask your clinic to change it." once one is recorded; `non_field_errors: ["Required"]` for neither. A goal weight above the current weight (the latest weigh-in) is a 400 keyed `goal_weight` (naming the current weight) and `confirm`, and nothing is saved; sent again with `confirm: true` it saves (docs/decisions/0174).
         */
        put: operations["put_progress_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a category off a recipe (staff) */
        delete: operations["delete_recipe_categories_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_categories/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put categories on a recipe, all or none (staff)
         * @description `"i.category": ["Please select another category!"]` / `["Select a valid choice."]`.
         */
        post: operations["post_recipe_categories_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Favourite a recipe the caller can see
         * @description Favouriting twice keeps the one favourite.
         */
        post: operations["post_recipe_favorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_favorites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's favourites
         * @description Another member's favourite is not found.
         */
        delete: operations["delete_recipe_favorites_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recipe listing's filter panel: the categories of the searchable groups */
        get: operations["get_recipe_filters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take an image off a recipe (staff); it stays in the gallery */
        delete: operations["delete_recipe_images_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_images/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put gallery images on a recipe, all or none (staff)
         * @description `source` "Required"; `"i.image": ["Please try again!"]` for an unknown image or one the recipe already has.
         */
        post: operations["post_recipe_images_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recipe's ingredient rows, by seq */
        get: operations["get_recipe_ingredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_ingredients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an ingredient row (staff)
         * @description `non_field_errors: ["Nothing to update!"]` when nothing changed; the bulk call's messages otherwise.
         */
        put: operations["put_recipe_ingredients_id"];
        post?: never;
        /** Remove an ingredient row (staff) */
        delete: operations["delete_recipe_ingredients_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_ingredients/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add ingredient rows to one recipe, all or none (staff)
         * @description Errors keyed `index.field`: `"i.ingredient": ["Please select another ingredient!"]` (twice in the list or already in the recipe), `"i.measure": ["Please select weight!"]`, `"i.ingredient": ["Select a valid choice."]`; quantity 0.01–999 step 0.01, seq ≥ 1; an empty list is `non_field_errors: ["Required"]`; 100 rows at most, one recipe.
         */
        post: operations["post_recipe_ingredients_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recipe's sources, by seq */
        get: operations["get_recipe_sources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a source off a recipe (staff) */
        delete: operations["delete_recipe_sources_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_sources/bulk_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cite sources on a recipe, all or none (staff)
         * @description `"i.source": ["Please select another source!"]` / `["Select a valid choice."]`.
         */
        post: operations["post_recipe_sources_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipe_submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a recipe for review (patients)
         * @description Multipart: one `image` (jpeg, png, gif or bmp, judged by content; at most 10 MB). It is stored inactive and waits in the staff approval list; the app shows 'Inavlid Fields' for a 400. Staff edit recipes directly (403).
         */
        post: operations["post_recipe_submissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipenut_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Nutrition Facts of one serving, in label order
         * @description Calories, Total Fat, Saturated Fat, Cholesterol, Sodium, Total Carbohydrate, Dietary Fiber, Sugars, Protein, Potassium, Calcium, Iron: computed from the ingredients' foods, quantities and measure grams, over the yields (docs/decisions/0020).
         */
        get: operations["get_recipenut_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recipe cards
         * @description Staff see every recipe and may narrow by state (the approval list is `is_submitted=True&active=False&declined=False`); a patient sees active recipes only, and asking for anything else is refused (403) rather than quietly answered. `category` takes category ids, repeated or comma-separated: alternatives within a group, every group must match. `search`, given, needs 3 characters or more ("Enter search term!").
         */
        get: operations["get_recipes"];
        put?: never;
        /**
         * Create a recipe from its basic details (staff)
         * @description It starts inactive (`active: false`).
         */
        post: operations["post_recipes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recipe with everything its details page shows
         * @description An inactive recipe is not found for a patient. Reading it counts as a view (GET /api/recipes/recent_views).
         */
        get: operations["get_recipes_id"];
        /** Replace a recipe's basic details (staff) */
        put: operations["put_recipes_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Publish or unpublish a recipe (staff)
         * @description `active` must be there and be a boolean (a missing value must not unpublish). Publishing runs the checks of spec part 2 §4 and answers the first failure under its tab: `{ingredients: ["Please add some ingredients!"]}`, then `categories`, `sources`, `images`. Publishing clears a decline code.
         */
        patch: operations["patch_recipes_id"];
        trace?: never;
    };
    "/api/recipes/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an inactive recipe, a submission (staff)
         * @description It leaves the approval list. `decline_code`: "Required" / "Select a valid choice."; `non_field_errors`: "Only an inactive recipe can be declined."
         */
        post: operations["post_recipes_id_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/{id}/is_favorited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller has favourited a recipe
         * @description `id` is the caller's favourite (for DELETE /api/recipe_favorites/{id}) or null.
         */
        get: operations["get_recipes_id_is_favorited"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/{id}/related_recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Similar recipes: active ones sharing the most categories, then by rating */
        get: operations["get_recipes_id_related_recipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/{id}/servings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recipe's ingredient lines for n servings
         * @description Worded as the details page words them; amounts over 999 mg in g.
         */
        get: operations["get_recipes_id_servings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/favorited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's favourite recipes, latest favourite first
         * @description Only those the caller can still see.
         */
        get: operations["get_recipes_favorited"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/featured_recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active featured recipes, last changed first */
        get: operations["get_recipes_featured_recipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recipes/recent_views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recently viewed recipes, latest first
         * @description `exclude` leaves out the recipe being shown.
         */
        get: operations["get_recipes_recent_views"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's referral code, its link and how many leads it brought (patients)
         * @description The link is what the referral card's QR code opens. Staff see the leads through GET /api/leads: 403.
         */
        get: operations["get_referral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's food, exercise and weight by day, week or month over a range, against their goals
         * @description `from` and `to` (days of the clinic's calendar; the last 4 weeks when both are left out, the 28 days to `to` when only `to` is given), `group` (`day`, `week`: the clinic's weeks, Sunday first, or `month`; `week` by default), `compare=True` for the same length of time just before. A day in the future, an end before the start or a range over two years is refused with 400 VALIDATION_ERROR and a clear message. Each row's averages are the mean of its days logged as the journal shows them; weights in pounds and fluids in fluid ounces, or kilograms and millilitres with `?units=metric`; each row names its worst side effect of the medicines' check-in. Patients only (staff: 403; their side is GET /api/care/patients/{id}/reports/visit). An audited read.
         */
        get: operations["get_reports_intake"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's questions for their next visit, oldest first
         * @description The short list the patient keeps on /reports (at most 10); the care team reads them on the visit summary. Patients only (staff: 403). An audited read.
         */
        get: operations["get_reports_questions"];
        put?: never;
        /**
         * Add a question for the next visit
         * @description `text`: 1 to 300 characters. The list holds at most 10: one more is refused with 400 VALIDATION_ERROR ("You can keep up to 10 questions. Remove one first."). Patients only (staff: 403).
         */
        post: operations["post_reports_questions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's questions for the visit
         * @description Another patient's, like one already removed, is not found. Patients only (staff: 403).
         */
        delete: operations["delete_reports_questions_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's visit summary
         * @description Since the caller's last visit (the latest appointment before today), or `since` (not in the future, at most two years back), else the last four weeks; the same content as the care team's. Weights in pounds, or kilograms with `?units=metric`. Patients only (staff: 403; their side is GET /api/care/patients/{id}/reports/visit). An audited read.
         */
        get: operations["get_reports_visit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/visit.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's visit summary as a PDF
         * @description The same content as `GET /api/reports/visit`, on A4, `Content-Disposition: attachment; filename="visit-summary-YYYY-MM-DD.pdf"`. Patients only (staff: 403). An audited export.
         */
        get: operations["get_reports_visit_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles, newest first
         * @description `search` looks in title, author and description; given, it needs 3 characters or more ("Enter search term!").
         */
        get: operations["get_resources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article */
        get: operations["get_resources_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recipe sources, by name */
        get: operations["get_sources"];
        put?: never;
        /**
         * Add a source (staff)
         * @description `name` "Required", `url` "Invalid url".
         */
        post: operations["post_sources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a source (staff); the recipes citing it lose it */
        delete: operations["delete_sources_id"];
        options?: never;
        head?: never;
        /** Change a source (staff) */
        patch: operations["patch_sources_id"];
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The home dashboard's weight chart and change
         * @description The first point plus the last 11 (`x` day, `y` pounds, `z` 0 clinic / 1 member) and `weight_change` in pounds since the first (negative: lost). Without `member_created=True`, the clinic's weigh-ins only.
         */
        get: operations["get_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: a token and the member
         * @description A failed sign-in answers `{non_field_errors: [message]}`, a missing or malformed field `{field: [message]}`, as Django REST framework does. Counted per address (`RATE_LIMIT_MAX` tries a window).
         */
        post: operations["post_token_auth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh token for a valid one
         * @description The new token's expiry is bounded by the original sign-in (`orig_iat` under JWT_REFRESH_DAYS old). The token sent is spent: only the new one works from then on, and sending a spent one again withdraws the whole sign-in (docs/decisions/0132).
         */
        post: operations["post_token_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a token
         * @description The token back when it is valid; otherwise `non_field_errors` ("Signature has expired.", …).
         */
        post: operations["post_token_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workout_plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workout plans
         * @description Ordered by `order` (the specification's name) or `ordering`: name, group or subgroup, each with `-` for descending (name by default). `search`, given, needs 3 characters or more ("Enter search term!").
         */
        get: operations["get_workout_plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workout_plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A workout plan with its schedule by weekday */
        get: operations["get_workout_plans_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessLogEntry: {
            /** @enum {string} */
            action: "viewed" | "added" | "changed" | "deleted" | "downloaded";
            /**
             * Format: date-time
             * @description The line's first time: views by the same person of the same kind of record within the same hour are one line.
             */
            first_at: string;
            id: number;
            /**
             * Format: date-time
             * @description The line's latest time.
             */
            occurred_at: string;
            /** @description The kind of record, as the audit log names it. */
            record: string;
            staff: {
                clinic: string | null;
                name: string;
            };
            /** @description The line as a sentence, naming exactly what changed: "Recorded a clinic weigh-in for Friday, November 27, 2026". */
            summary: string;
            /** @description How many times (1 for every change). */
            times: number;
            /** @description In the patient's words: "your record", "your goal weight", … */
            what: string;
        };
        Badge: {
            /** @description How often the caller earned it. */
            badge_count: number;
            code: string;
            /** @description What earns it. */
            description: string;
            id: number;
            image: string;
            last_earned: string | null;
            name: string;
            repeatable: boolean;
        };
        CareClinic: {
            city: string;
            id: number;
            name: string;
            /** @description Patients registered at the clinic. */
            patients: number;
            state: string;
        };
        CareConversation: {
            assigned_to: {
                id: number;
                name: string;
            } | null;
            clinic: {
                id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description The last time the care team closed it (kept when a reply has opened it again since), and by whom. */
            last_closed: {
                /** Format: date-time */
                at: string;
                by: string | null;
            } | null;
            /** Format: date-time */
            last_message_at: string;
            /** @description Waiting past the clinic's next working day: the care panel's `unanswered` flag (docs/decisions/0210). */
            overdue: boolean;
            patient: {
                id: number;
                name: string;
            };
            /**
             * @description waiting: the patient's latest message waits for the care team; answered: the care team answered (the patient's turn); closed: the care team closed it (a reply opens it again).
             * @enum {string}
             */
            state: "waiting" | "answered" | "closed";
            subject: string;
            /** @description Messages of the other side the caller (the patient; or anyone of the care team) has not read. */
            unread: number;
            /** @description The patient's messages waiting for an answer. */
            waiting_count: number;
            /**
             * Format: date-time
             * @description When the patient's oldest unanswered message was sent.
             */
            waiting_since: string | null;
        };
        CareFlag: {
            /**
             * @description docs/decisions/0121: plateau, rapid_loss, regain, quiet, no_weigh_in, implausible; 0210: unanswered; 0200: missed_doses, side_effects.
             * @enum {string}
             */
            code: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
            label: string;
            /** @description The review of this episode, if any. */
            review: {
                /** Format: date-time */
                at: string;
                by: string | null;
                note: string;
            } | null;
            reviewed: boolean;
            /** @description The clinic day the condition began. */
            since: string;
        };
        CareNote: {
            /** @description The staff member who wrote it; "Your clinic", in the caller's language, once their account is gone. */
            author: string;
            /** Format: date-time */
            created_at: string;
            /** @description The journal day it is about. */
            date: string;
            id: number;
            read: boolean;
            /** Format: date-time */
            read_at: string | null;
            text: string;
        };
        CarePatientSummary: {
            /** @description Per cent of the doses due over the last 28 days that were taken; null when none were due (docs/decisions/0200). */
            adherence_28d: number | null;
            badges: {
                /** @description How often the caller earned it. */
                badge_count: number;
                id: number;
                last_earned: string | null;
                name: string;
            }[];
            /** @description Trend minus start, pounds (kilograms with ?units=metric). */
            change: number | null;
            /** @description Per cent of the start. */
            change_pct: number | null;
            clinic: {
                id: number;
                name: string;
            };
            current: {
                date: string;
                weight: number;
            } | null;
            /** @description With `?day=`: that day's entries. */
            day: {
                day: string;
                entries: components["schemas"]["JournalEntry"][];
                goal: components["schemas"]["JournalGoal"];
                progress: {
                    goal: number | null;
                    /** @enum {string} */
                    key: "calories" | "protein_calories" | "vegetable" | "fruit" | "fat" | "misc" | "starch" | "dairy" | "hydration" | "electrolyte";
                    label: string;
                    percent: number | null;
                    total: number;
                    unit: string;
                }[];
                summary: {
                    calories: number;
                    calories_burned: number | null;
                    dairy: number;
                    date: string;
                    electrolyte: number;
                    entries: number;
                    fat: number;
                    fruit: number;
                    /** @description The goal in force that day. */
                    goal: number | null;
                    hydration: number;
                    id: string;
                    misc: number;
                    nut: {
                        data: number;
                        label: string;
                        units: string;
                    }[];
                    protein_calories: number;
                    starch: number;
                    vegetable: number;
                };
            } | null;
            email: string;
            /** @description The last 8 weeks. */
            exercise: {
                calories: number;
                minutes: number;
                week: string;
            }[];
            /** @description Minutes of exercise in the last 7 days. */
            exercise_minutes: number;
            /** @description Every episode, newest first. */
            flag_history: {
                cleared_on: string | null;
                /**
                 * @description docs/decisions/0121: plateau, rapid_loss, regain, quiet, no_weigh_in, implausible; 0210: unanswered; 0200: missed_doses, side_effects.
                 * @enum {string}
                 */
                code: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
                id: number;
                label: string;
                review_note: string;
                /** Format: date-time */
                reviewed_at: string | null;
                reviewed_by: string | null;
                since: string;
            }[];
            /** @description Open now, with their review. */
            flags: components["schemas"]["CareFlag"][];
            goal: {
                nutrition: components["schemas"]["JournalGoal"];
                weight: number | null;
            };
            id: number;
            /** @description The last 14 days' totals, newest first. */
            journal: {
                calories: number;
                calories_burned: number | null;
                dairy: number;
                date: string;
                electrolyte: number;
                entries: number;
                fat: number;
                fruit: number;
                /** @description The goal in force that day. */
                goal: number | null;
                goal_calories: number | null;
                hydration: number;
                id: string;
                misc: number;
                protein_calories: number;
                starch: number;
                vegetable: number;
            }[];
            /** @description Days with food logged, of the last 14. */
            journal_days: number;
            last_weigh_in: string | null;
            name: string;
            next_appointment: {
                date: string;
                time: string;
            } | null;
            /** @description The latest 20. */
            notes: components["schemas"]["CareNote"][];
            /** @description Pounds (kilograms with ?units=metric) a week over the last 4 weeks (negative: losing). */
            rate: number | null;
            /** @description Pounds (kilograms with ?units=metric): the first weigh-in. */
            start_weight: number | null;
            /** @description The patient's clinic's today. */
            today: string;
            trend: {
                change_4_weeks: number | null;
                weight: number | null;
            };
            /** @description Pounds (kilograms with ?units=metric): the trend /progress shows. */
            trend_weight: number | null;
            /**
             * @description The units of every weight in the answer.
             * @enum {string}
             */
            units: "imperial" | "metric";
            /** @description Whole weeks on the programme. */
            weeks: number;
            weight_chart: components["schemas"]["WeightPoint"][];
            /** @description The latest 10 weigh-ins, newest first. */
            weights: (components["schemas"]["WeighIn"] & {
                /** @description The staff member who entered a clinic weigh-in. */
                entered_by: string | null;
            })[];
        };
        Category: {
            group: number;
            id: number;
            name: string;
            seq: number;
        };
        CategoryGroup: {
            group: components["schemas"]["Category"][];
            id: number;
            major: boolean;
            name: string;
            search: boolean;
            seq: number;
        };
        Comment: {
            approved: boolean;
            /** Format: date-time */
            created: string;
            id: number;
            /** @description null while waiting for moderation. */
            is_approved: boolean | null;
            /** @description Plain text. */
            notes: string;
            rating: number | null;
            recipe: number;
            title: string;
            user: {
                city: string;
                first_name: string;
                middle_name: string;
                state: string;
            };
        };
        ContentItem: {
            id: number;
            /** @description The picture (1280 px) under /uploads for an image item, else null. */
            image: string | null;
            /** @description A 640 px rendition. */
            image_m: string | null;
            image_name: string | null;
            is_active: boolean;
            /** @enum {string} */
            kind: "image" | "video";
            title: string;
            /** @description An image's link or a video's address; "" when an image has no link. */
            url: string;
            video: boolean;
            youtube_id: string | null;
        };
        Conversation: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** Format: date-time */
            last_message_at: string;
            /**
             * @description waiting: the patient's latest message waits for the care team; answered: the care team answered (the patient's turn); closed: the care team closed it (a reply opens it again).
             * @enum {string}
             */
            state: "waiting" | "answered" | "closed";
            subject: string;
            /** @description Messages of the other side the caller (the patient; or anyone of the care team) has not read. */
            unread: number;
        };
        Device: {
            /** @description The browser or app asking. */
            current: boolean;
            /** @description "web-…" for a browser, "app-…" for an app sign-in. */
            id: string;
            ip: string;
            /** @enum {string} */
            kind: "web" | "app";
            /** Format: date-time */
            last_active_at: string;
            /** @description "Chrome on Windows", "Portal app on iOS", … */
            name: string;
            /** Format: date-time */
            signed_in_at: string;
        };
        DoseRecord: {
            /** @description The dose in force that day, in `unit`. */
            dose: number;
            /** @description The scheduled dose's day (a weekly dose's own day, even when taken a few days before or after). */
            due_day: string;
            id: number;
            note: string;
            /** @enum {string|null} */
            reason: "forgot" | "side_effects" | "ran_out" | "clinic" | "other" | null;
            regimen: number;
            /** @enum {string|null} */
            site: "abdomen_left_upper" | "abdomen_right_upper" | "abdomen_left_lower" | "abdomen_right_lower" | "thigh_left_upper" | "thigh_right_upper" | "thigh_left_lower" | "thigh_right_lower" | "arm_left_upper" | "arm_right_upper" | "arm_left_lower" | "arm_right_lower" | null;
            /** @description The scheduled time it is for; null for an as-needed dose. */
            slot: string | null;
            /** @enum {string} */
            status: "taken" | "skipped";
            taken_day: string | null;
            /** @description HH:MM on the clinic's clock. */
            taken_time: string | null;
            /**
             * @description The unit of every dose of this medicine.
             * @enum {string}
             */
            unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
        } | null;
        ExerciseCard: {
            compendium_code: string;
            /** @description Plain text. */
            description: string;
            featured: boolean;
            /**
             * @description 1 light, 2 moderate, 3 vigorous: the MET bands < 3, 3–5.9, ≥ 6.
             * @enum {integer}
             */
            flame: 1 | 2 | 3;
            /** @enum {string} */
            flame_value: "Light" | "Moderate" | "Vigorous";
            id: number;
            main_image: components["schemas"]["ExerciseImage"];
            met: number;
            name: string;
            /** @description The kind of activity ("Walking", "Cycling", …). */
            type: string;
            /** @enum {string} */
            type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
        };
        ExerciseDetail: {
            already_in_plan: boolean;
            compendium_code: string;
            compendium_description: string;
            /** @description Sanitized HTML. */
            description: string;
            featured: boolean;
            /**
             * @description 1 light, 2 moderate, 3 vigorous: the MET bands < 3, 3–5.9, ≥ 6.
             * @enum {integer}
             */
            flame: 1 | 2 | 3;
            /** @enum {string} */
            flame_value: "Light" | "Moderate" | "Vigorous";
            id: number;
            image_list: (components["schemas"]["ExerciseImage"] & {
                id: number;
            })[];
            /** @description Sanitized HTML. */
            instructions: string;
            main_image: components["schemas"]["ExerciseImage"] & ({
                id: number;
            } | null);
            met: number;
            name: string;
            /** @description The caller's plan row of this exercise. */
            plan_entry_id: number | null;
            related: components["schemas"]["RelatedExercises"][];
            /** @description The kind of activity ("Walking", "Cycling", …). */
            type: string;
            /** @enum {string} */
            type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
            videos: {
                /** @description The privacy-enhanced player, https://www.youtube-nocookie.com/embed/… */
                embed_url: string;
                id: number;
                thumbnail: string;
                thumbnail_small: string;
                title: string;
                youtube_id: string;
            }[];
        };
        ExerciseImage: {
            /** @description The picture to show: the 640-pixel rendition. */
            data: string;
            photo_l: string;
            photo_m: string;
            photo_s: string;
        } | null;
        ExerciseLog: {
            /** @description kcal counted (net of rest, or as entered); null without a weight. */
            calories: number | null;
            calories_entered: boolean;
            calories_gross: number | null;
            datedone: string;
            /** @description Minutes. */
            duration: number;
            exercise: number;
            exercise_met: number;
            exercise_name: string;
            id: number;
            notes: string;
            source: string;
            /** @enum {string} */
            type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
            weekday: number;
        };
        /** @description Messages by field, as Django REST framework's sign-in calls answer them. */
        FieldErrors: {
            [key: string]: string[];
        };
        FitnessGoal: {
            calories_burned: number;
            cardio: number;
            carried_from: string | null;
            /** @description The day it was set. */
            date: string;
            end_date: string;
            flexibility: number;
            /** @description Null when the week carries an earlier week's goal. */
            id: number | null;
            resistance: number;
            start_date: string;
        };
        FitnessJournalEntry: {
            calories_burned: number | null;
            calories_entered: boolean;
            date: string;
            exercise: number;
            exercise_title: string;
            id: number;
            minutes: number;
            notes: string;
            number_of_sets: number | null;
            reps: number | null;
            source: string;
            /** @enum {string} */
            type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
            /** @description Pounds. */
            weight_lifted: number | null;
        };
        FoodDetail: {
            base_weight: number;
            /** Format: date-time */
            created_at: string;
            /** @enum {string|null} */
            decline_code: "A" | "B" | "C" | "D" | "E" | "Z" | null;
            hier1: number | null;
            hier1_data: components["schemas"]["FoodGroup"];
            hier2: number | null;
            hier2_data: components["schemas"]["FoodGroup"];
            hier3: number | null;
            hier3_data: components["schemas"]["FoodGroup"];
            id: number;
            link: string | null;
            long_desc: string;
            name: string;
            /** @description The USDA number of a database food. */
            ndb_no: string | null;
            /** @description The nutrition table, header row first (["Group", "Nutrient", "Unit", "Per 100 g", "1 cup (91 g)", …]), then a row per nutrient; values rounded to the nutrient's decimals. */
            nut_data: (string | number | null)[][];
            owner_id: number | null;
            /** @enum {integer} */
            protein_calorie_type: 1 | 2 | 3 | 4 | 5;
            protein_calories: number;
            servings_dairy: number;
            servings_fat: number;
            servings_fruit: number;
            servings_misc: number;
            servings_starch: number;
            /** @enum {integer} */
            servings_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
            servings_vegetable: number;
            source: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            upc_code: string | null;
            /** Format: date-time */
            updated_at: string;
            useful: boolean;
        };
        FoodForReview: {
            base_weight: number;
            /** Format: date-time */
            created_at: string;
            /** @enum {string|null} */
            decline_code: "A" | "B" | "C" | "D" | "E" | "Z" | null;
            hier1: number | null;
            hier1_data: components["schemas"]["FoodGroup"];
            hier2: number | null;
            hier2_data: components["schemas"]["FoodGroup"];
            hier3: number | null;
            hier3_data: components["schemas"]["FoodGroup"];
            id: number;
            link: string | null;
            long_desc: string;
            name: string;
            /** @description The USDA number of a database food. */
            ndb_no: string | null;
            /** @description The nutrition table, header row first (["Group", "Nutrient", "Unit", "Per 100 g", "1 cup (91 g)", …]), then a row per nutrient; values rounded to the nutrient's decimals. */
            nut_data: (string | number | null)[][];
            owner: {
                email: string;
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            owner_id: number | null;
            /** @enum {integer} */
            protein_calorie_type: 1 | 2 | 3 | 4 | 5;
            protein_calories: number;
            servings_dairy: number;
            servings_fat: number;
            servings_fruit: number;
            servings_misc: number;
            servings_starch: number;
            /** @enum {integer} */
            servings_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
            servings_vegetable: number;
            source: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            upc_code: string | null;
            /** Format: date-time */
            updated_at: string;
            useful: boolean;
        };
        FoodGroup: {
            id: number;
            level: number;
            name: string;
            parent: number | null;
        } | null;
        FoodSummary: {
            base_weight: number;
            /** @enum {string|null} */
            decline_code: "A" | "B" | "C" | "D" | "E" | "Z" | null;
            /** @description Energy per base weight, when the food has it. */
            energy_kcal: number | null;
            hier1: number | null;
            hier2: number | null;
            hier3: number | null;
            id: number;
            long_desc: string;
            name: string;
            /** @description The patient whose personal food it is; null for the database's own foods. */
            owner_id: number | null;
            protein_calories: number;
            /** @enum {integer} */
            servings_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
            source: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
        };
        Image: {
            id: number;
            name: string;
            /** @description JPEG, at most 1280 pixels. */
            photo_l: string;
            /** @description JPEG, at most 640 pixels. */
            photo_m: string;
            /** @description The original, under /uploads/. */
            photo_o: string;
            /** @description JPEG, at most 320 pixels. */
            photo_s: string;
            source: string;
        } | null;
        InjectionSites: {
            /**
             * @description Where the last injection was recorded (any of the caller's injections), or null.
             * @enum {string|null}
             */
            last: "abdomen_left_upper" | "abdomen_right_upper" | "abdomen_left_lower" | "abdomen_right_lower" | "thigh_left_upper" | "thigh_right_upper" | "thigh_left_lower" | "thigh_right_lower" | "arm_left_upper" | "arm_right_upper" | "arm_left_lower" | "arm_right_lower" | null;
            /**
             * @description The site to use next: the one after the last used in the rotation round the body (the first when none was).
             * @enum {string}
             */
            next: "abdomen_left_upper" | "abdomen_right_upper" | "abdomen_left_lower" | "abdomen_right_lower" | "thigh_left_upper" | "thigh_right_upper" | "thigh_left_lower" | "thigh_right_lower" | "arm_left_upper" | "arm_right_upper" | "arm_left_lower" | "arm_right_lower";
            /**
             * @description Where the one before it was, or null.
             * @enum {string|null}
             */
            previous: "abdomen_left_upper" | "abdomen_right_upper" | "abdomen_left_lower" | "abdomen_right_lower" | "thigh_left_upper" | "thigh_right_upper" | "thigh_left_lower" | "thigh_right_lower" | "arm_left_upper" | "arm_right_upper" | "arm_left_lower" | "arm_right_lower" | null;
            regimen: number;
            /** @description The last two injections were at the same site: /medications warns. */
            repeated: boolean;
        };
        IntakeReport: {
            from: string;
            goal_weight: number | null;
            /** @enum {string} */
            group: "day" | "week" | "month";
            /**
             * @description The page's named range the report is: `4w` when `from` and `to` are both left out, else null.
             * @enum {string|null}
             */
            preset: "7d" | "4w" | "3m" | "custom" | null;
            /** @description With `compare=True`: the same length of time just before. */
            previous: {
                from: string;
                rows: components["schemas"]["ReportRow"][];
                to: string;
                total: components["schemas"]["ReportRow"] & unknown;
            } | null;
            rows: components["schemas"]["ReportRow"][];
            to: string;
            /** @description The clinic's today. */
            today: string;
            total: components["schemas"]["ReportRow"] & unknown;
            /** @enum {string} */
            units: "imperial" | "metric";
        };
        JournalEntry: {
            /** @description The clinic's calendar day. */
            added_on: string;
            /** @description "1 cup, chopped", "150 g", "1 1/2 servings", "16 oz". */
            amount: string;
            calories: number;
            /** Format: date-time */
            created: string;
            dairy: number;
            /** @enum {string} */
            entry: "food" | "hydration" | "electrolyte";
            fluid_oz: number | null;
            food: number | null;
            food_long_desc: string | null;
            food_name: string | null;
            fruit: number;
            grams: number | null;
            hunger_after: number | null;
            hunger_before: number | null;
            id: number;
            /** @enum {string} */
            meal: "A" | "B" | "C" | "D" | "E" | "Z";
            /** @description A common measure's id, "g" for grams, null for a recipe (servings) or a drink (oz). */
            measure: number | "g" | null;
            measure_data: {
                grams: number;
                id: number | null;
                measure: string;
                quantity: number;
            } | null;
            misc: number;
            protein_calories: number;
            quantity: number;
            recipe: number | null;
            recipe_name: string | null;
            servings: number | null;
            ssvg_fat: number;
            starch: number;
            /** @description HH:MM, or null. */
            time: string | null;
            /** Format: date-time */
            updated: string;
            vegetable: number;
        };
        /** @description The goal in force today. */
        JournalGoal: {
            calories: number;
            dairy: number;
            /** @description The day it takes effect. */
            date: string;
            electrolyte: number;
            fat: number;
            fruits: number;
            hydration: number;
            id: number;
            misc: number;
            protein_calories: number;
            set_by_clinic: boolean;
            starch: number;
            /** Format: date-time */
            updated: string;
            vegetable: number;
        } | null;
        Lead: {
            comments: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string;
            id: number;
            referral_code: string | null;
            referred_by: {
                clinic: string | null;
                email: string;
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            subject: string;
            zip: string;
        };
        /** @description The same request was already received today; nothing was added. */
        LeadReceived: {
            comments: string;
            email: string;
            first_name: string;
            referral_code: string | null;
            /** @enum {string} */
            subject: "Request Information" | "Schedule an Appointment";
            zip: string;
        };
        Measure: {
            food: number;
            grams: number | null;
            id: number;
            measure: string;
            quantity: number;
            seq: number;
            usda: boolean;
        };
        Medication: {
            generic_name: string;
            id: number;
            /** @enum {string} */
            kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
            name: string;
            plan_note: string;
            prescription: boolean;
            /** @description Taken off the list: no longer offered, kept for the regimens that name it. */
            retired: boolean;
            /** @enum {string} */
            route: "subcutaneous" | "intramuscular" | "oral";
            /** @description Where the steps come from: the product's label. */
            source: string;
            /** @description The dose-step plan, oldest first; the last step's weeks null (kept from then on). */
            steps: {
                dose: number;
                weeks: number | null;
            }[];
            /** @description The strengths it comes in, in `unit`. */
            strengths: number[];
            /**
             * @description The unit of every dose of this medicine.
             * @enum {string}
             */
            unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
            /** @enum {string} */
            usual_schedule: "daily" | "weekly" | "as_needed";
            usual_times: string[];
        };
        Message: {
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            from: "patient" | "care_team";
            id: number;
            /** @description The photo's sizes (320, 640, 1280 px and as sent): private links, to the patient and their care team only, with the token. */
            image: {
                l: string;
                m: string;
                o: string;
                s: string;
            } | null;
            /** @description Sent by the caller. */
            mine: boolean;
            /** @description Who sent it, by name (null when their account is gone). */
            sender: string | null;
            /** @description Plain text as sent; null once withdrawn. */
            text: string | null;
            /**
             * Format: date-time
             * @description Until when the caller may withdraw it (their own message, 5 minutes after sending), else null.
             */
            withdraw_until: string | null;
            /** @description Withdrawn by its sender: shown as "Message withdrawn". */
            withdrawn: boolean;
        };
        /** @description Sign-in failed: the reason. */
        NonFieldErrors: {
            non_field_errors: string[];
        };
        /** @description No token, or a token that is invalid, expired or withdrawn. */
        NotAuthenticated: {
            detail: string;
            /** @enum {string} */
            error_code: "NOT_AUTHENTICATED";
        };
        /** @description The object does not exist, or belongs to another member. */
        NotFound: {
            detail: string;
            /** @enum {string} */
            error_code: "NOT_FOUND";
        };
        Notification: {
            body: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description food_decision, recipe_decision, testimonial_published, badge_earned, clinic_goal, care_note, care_message, appointment, nothing_logged, weigh_in_due or weekly_summary; for staff care_flags. */
            kind: string;
            /** @description The portal path it is about ("" for none). */
            link: string;
            read: boolean;
            /** Format: date-time */
            read_at: string | null;
            title: string;
        };
        NotificationPreferences: {
            kinds: {
                /** @enum {string} */
                channel: "off" | "portal" | "email";
                choices: {
                    label: string;
                    /** @enum {string} */
                    value: "off" | "portal" | "email";
                }[];
                /** @enum {string} */
                kind: "food_decision" | "recipe_decision" | "testimonial_published" | "badge_earned" | "clinic_goal" | "care_note" | "care_message" | "appointment" | "medication" | "nothing_logged" | "weigh_in_due" | "dose_due" | "refill_due" | "weekly_summary" | "care_flags";
            }[];
            /** @description The caller's kinds only: a patient's kinds for a patient, care_flags for staff. */
            preferences: {
                /** @enum {string} */
                appointment?: "off" | "portal" | "email";
                /** @enum {string} */
                badge_earned?: "off" | "portal" | "email";
                /** @enum {string} */
                care_flags?: "off" | "portal" | "email";
                /** @enum {string} */
                care_message?: "off" | "portal" | "email";
                /** @enum {string} */
                care_note?: "off" | "portal" | "email";
                /** @enum {string} */
                clinic_goal?: "off" | "portal" | "email";
                /** @enum {string} */
                dose_due?: "off" | "portal" | "email";
                /** @enum {string} */
                food_decision?: "off" | "portal" | "email";
                /** @enum {string} */
                medication?: "off" | "portal" | "email";
                /** @enum {string} */
                nothing_logged?: "off" | "portal" | "email";
                /** @enum {string} */
                recipe_decision?: "off" | "portal" | "email";
                /** @enum {string} */
                refill_due?: "off" | "portal" | "email";
                /** @enum {string} */
                testimonial_published?: "off" | "portal" | "email";
                /** @enum {string} */
                weekly_summary?: "off" | "portal" | "email";
                /** @enum {string} */
                weigh_in_due?: "off" | "portal" | "email";
            };
        };
        NutrientValue: {
            food: number;
            id: number;
            nut_data: {
                decimals: number;
                group: string;
                id: number;
                name: string;
                number: string;
                tagname: string;
                units: string;
            };
            nut_val: number;
        };
        PanelRow: {
            /** @description Per cent of the doses due over the last 28 days that were taken; null when none were due (docs/decisions/0200). */
            adherence_28d: number | null;
            /** @description Trend minus start, pounds (kilograms with ?units=metric). */
            change: number | null;
            /** @description Per cent of the start. */
            change_pct: number | null;
            /** @description Minutes of exercise in the last 7 days. */
            exercise_minutes: number;
            first_name: string;
            flags: {
                /**
                 * @description docs/decisions/0121: plateau, rapid_loss, regain, quiet, no_weigh_in, implausible; 0210: unanswered; 0200: missed_doses, side_effects.
                 * @enum {string}
                 */
                code: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
                reviewed: boolean;
                /** @description The clinic day the condition began. */
                since: string;
            }[];
            id: number;
            /** @description Days with food logged, of the last 14. */
            journal_days: number;
            last_name: string;
            last_weigh_in: string | null;
            name: string;
            next_appointment: {
                date: string;
                time: string;
            } | null;
            /** @description Pounds (kilograms with ?units=metric) a week over the last 4 weeks (negative: losing). */
            rate: number | null;
            /** @description Pounds (kilograms with ?units=metric): the first weigh-in. */
            start_weight: number | null;
            /** @description Pounds (kilograms with ?units=metric): the trend /progress shows. */
            trend_weight: number | null;
            /** @description The patient's messages waiting for the care team's answer (issue 39). */
            waiting_messages: number;
            /** @description Whole weeks on the programme. */
            weeks: number;
        };
        /** @description The body is not valid JSON or form data. */
        ParseError: {
            detail: string;
            /** @enum {string} */
            error_code: "PARSE_ERROR";
        };
        PatientMedications: {
            /** @description Side effects of the last 12 weeks against one medicine's dose steps. */
            chart: {
                choices: {
                    id: number;
                    name: string;
                }[];
                dose: {
                    name: string;
                    points: {
                        day: string;
                        dose: number | null;
                    }[];
                    regimen: number;
                    /**
                     * @description The unit of every dose of this medicine.
                     * @enum {string}
                     */
                    unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
                } | null;
                from: string;
                series: {
                    points: {
                        day: string;
                        severity: number;
                    }[];
                    /** @enum {string} */
                    symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
                }[];
                to: string;
                weeks: {
                    dose: number | null;
                    start: string;
                    worst: {
                        [key: string]: number;
                    };
                }[];
            } | null;
            patient: number;
            regimens: components["schemas"]["RegimenWithDoses"][];
            today: string;
        };
        /** @description The body is over the size bound; it was not read. */
        PayloadTooLarge: {
            detail: string;
            /** @enum {string} */
            error_code: "PAYLOAD_TOO_LARGE";
        };
        PendingComment: {
            approved: boolean;
            /** Format: date-time */
            created: string;
            id: number;
            /** @description null while waiting for moderation. */
            is_approved: boolean | null;
            /** @description Plain text. */
            notes: string;
            rating: number | null;
            recipe: number;
            recipe_name: string;
            title: string;
            user: {
                city: string;
                first_name: string;
                middle_name: string;
                state: string;
            };
        };
        PendingFood: components["schemas"]["FoodSummary"] & {
            /** Format: date-time */
            created_at: string;
            owner: {
                email: string;
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Signed in, but the caller's role may not do this. */
        PermissionDenied: {
            detail: string;
            /** @enum {string} */
            error_code: "PERMISSION_DENIED";
        };
        PlanEntry: {
            exercise: number;
            exercise_data: {
                id: number;
                main_image: components["schemas"]["ExerciseImage"];
                met: number;
                name: string;
                type: string;
                /** @enum {string} */
                type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
            };
            /** @enum {integer} */
            friday: 0 | 1;
            id: number;
            /** @description 1 once weekdays were chosen (by a plan or the member), 0 when added without. */
            is_plan: number;
            /** @enum {integer} */
            monday: 0 | 1;
            /** @enum {integer} */
            saturday: 0 | 1;
            /** @enum {integer} */
            sunday: 0 | 1;
            /** @enum {integer} */
            thursday: 0 | 1;
            /** @enum {integer} */
            tuesday: 0 | 1;
            /** @enum {integer} */
            wednesday: 0 | 1;
        };
        Profile: components["schemas"]["User"] & {
            /** @description From the clinic record; null when the clinic has not given it. */
            date_of_birth: string | null;
            /** @description The language the member chose ("en", "es"): the portal's pages, emails and API messages follow it; null when not chosen (the browser's Accept-Language decides). */
            language: string | null;
            /** @description A new address waiting for its confirmation link to be followed. */
            pending_email: string | null;
            phone: string;
            /**
             * @description The member's choice for the web pages; an app decides what it shows.
             * @enum {string}
             */
            units: "imperial" | "metric";
        };
        /** @description Too many tries from this address; try again after Retry-After seconds. */
        RateLimited: {
            detail: string;
            /** @enum {string} */
            error_code: "RATE_LIMITED";
        };
        RecipeCard: {
            active: boolean;
            com_avg: number;
            com_num: number;
            cooktime: number | null;
            /** Format: date-time */
            created: string;
            /** @enum {string|null} */
            decline_code: "A" | "B" | "C" | "D" | "E" | "Z" | null;
            featured: boolean;
            /** @description A range per serving, "200-300". */
            get_range_calorie: string;
            get_range_carb: string;
            get_range_protein: string;
            id: number;
            is_submitted: boolean;
            main_image: components["schemas"]["Image"];
            /** @enum {string} */
            main_phase: "Acute" | "Transition" | "Maintenance";
            name: string;
            preptime: number | null;
            serving_size: string;
            yields: number | null;
        };
        RecipeCategory: {
            category: number;
            category__group__id: number;
            category__group__major: boolean;
            category__group__name: string;
            category__id: number;
            category__name: string;
            id: number;
            recipe: number;
        };
        RecipeDetail: {
            active: boolean;
            categories: components["schemas"]["RecipeCategory"][];
            com_avg: number;
            com_num: number;
            cooktime: number | null;
            /** Format: date-time */
            created: string;
            created_by: {
                first_name: string;
                id: number;
            } | null;
            /** @enum {string|null} */
            decline_code: "A" | "B" | "C" | "D" | "E" | "Z" | null;
            directions: string;
            /** @description Sanitized HTML. */
            directions_html: string;
            /** @description The caller's favourite, for DELETE /api/recipe_favorites/{id}. */
            favorite_id: number | null;
            featured: boolean;
            franchise_region: string[];
            /** @description A range per serving, "200-300". */
            get_range_calorie: string;
            get_range_carb: string;
            get_range_protein: string;
            id: number;
            images: components["schemas"]["RecipeImage"][];
            ingredients: components["schemas"]["RecipeIngredient"][];
            is_favorited: boolean;
            is_submitted: boolean;
            main_image: components["schemas"]["Image"];
            /** @enum {string} */
            main_phase: "Acute" | "Transition" | "Maintenance";
            main_sources: components["schemas"]["RecipeSource"][];
            name: string;
            notes: string;
            /** @description Sanitized HTML. */
            notes_html: string;
            preptime: number | null;
            public: boolean;
            /** @description A submission's typed ingredients. */
            raw_ingredients: string;
            serving_size: string;
            servings: {
                dairy: number;
                fat: number;
                fruit: number;
                misc: number;
                protein_calories: number;
                starch: number;
                vegetable: number;
            };
            /** Format: date-time */
            updated: string;
            yields: number | null;
        };
        RecipeImage: {
            id: number;
            image: number;
            image_data: components["schemas"]["Image"] & Record<string, never>;
            recipe: number;
            seq: number;
            source: string;
        };
        RecipeIngredient: {
            id: number;
            ingredient: number;
            ingredient_data: {
                id: number;
                long_desc: string;
                name: string;
            };
            main: boolean;
            measure: number | null;
            measure_data: {
                grams: number | null;
                id: number;
                measure: string;
                quantity: number;
            } | null;
            quantity: number;
            recipe: number;
            seq: number;
        };
        RecipeSource: {
            id: number;
            recipe: number;
            seq: number;
            source: number;
            source_data: components["schemas"]["Source"];
        };
        Regimen: {
            /** @description The dose in force today (before the start: the first), in `unit`. */
            dose: number | null;
            /** @description The day it stopped: no dose is due from then. */
            end_day: string | null;
            id: number;
            instructions: string;
            medication: {
                generic_name: string;
                id: number;
                /** @enum {string} */
                kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
                name: string;
                /** @enum {string} */
                route: "subcutaneous" | "intramuscular" | "oral";
            };
            next_step: {
                dose: number;
                from_day: string;
            } | null;
            prescribed_by: string | null;
            schedule: {
                /** @enum {string} */
                kind: "daily" | "weekly" | "as_needed";
                times: string[];
                /** @description A weekly dose's day, Sunday 0 … Saturday 6. */
                weekday: number | null;
            };
            /**
             * @description "clinic" (prescribed) or "self" (the patient's own supplement).
             * @enum {string}
             */
            set_by: "clinic" | "self";
            start_day: string;
            /** @enum {string} */
            status: "active" | "paused" | "stopped";
            stop_reason: string;
            /** @description Doses on hand when counted, and left after the doses taken since. */
            supply: {
                counted_on: string;
                doses: number;
                left: number;
            } | null;
            /** @description The plan's last dose when it follows the formulary's steps. */
            titrate_to: number | null;
            /** @description Every dose step, oldest first: history up to today, the plan after it. A change is a new step; earlier ones are never rewritten. */
            titration: {
                dose: number;
                from_day: string;
                id: number;
                note: string;
                paused: boolean;
                /** @description Who set it: a staff member's name, "you", or null. */
                set_by: string | null;
                /**
                 * @description start, plan (a titration's next step), change, pause or resume.
                 * @enum {string}
                 */
                source: "start" | "plan" | "change" | "pause" | "resume";
            }[];
            /**
             * @description The unit of every dose of this medicine.
             * @enum {string}
             */
            unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
        };
        RegimenWithDoses: {
            /** @description Per cent of the doses due over 7 and 28 days that were taken; null when none were due. */
            adherence: {
                d7: number | null;
                d28: number | null;
            };
            /** @description The dose in force today (before the start: the first), in `unit`. */
            dose: number | null;
            /** @description The day it stopped: no dose is due from then. */
            end_day: string | null;
            id: number;
            instructions: string;
            medication: {
                generic_name: string;
                id: number;
                /** @enum {string} */
                kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
                name: string;
                /** @enum {string} */
                route: "subcutaneous" | "intramuscular" | "oral";
            };
            next_step: {
                dose: number;
                from_day: string;
            } | null;
            prescribed_by: string | null;
            /** @description The last 28 days' doses, newest first. */
            recent: {
                day: string;
                dose: number | null;
                record: components["schemas"]["DoseRecord"];
                /** @description HH:MM on the clinic's clock. */
                slot: string | null;
                /** @enum {string} */
                status: "taken" | "skipped" | "due" | "upcoming" | "missed";
            }[];
            schedule: {
                /** @enum {string} */
                kind: "daily" | "weekly" | "as_needed";
                times: string[];
                /** @description A weekly dose's day, Sunday 0 … Saturday 6. */
                weekday: number | null;
            };
            /**
             * @description "clinic" (prescribed) or "self" (the patient's own supplement).
             * @enum {string}
             */
            set_by: "clinic" | "self";
            start_day: string;
            /** @enum {string} */
            status: "active" | "paused" | "stopped";
            stop_reason: string;
            /** @description Doses on hand when counted, and left after the doses taken since. */
            supply: {
                counted_on: string;
                doses: number;
                left: number;
            } | null;
            /** @description The plan's last dose when it follows the formulary's steps. */
            titrate_to: number | null;
            /** @description Every dose step, oldest first: history up to today, the plan after it. A change is a new step; earlier ones are never rewritten. */
            titration: {
                dose: number;
                from_day: string;
                id: number;
                note: string;
                paused: boolean;
                /** @description Who set it: a staff member's name, "you", or null. */
                set_by: string | null;
                /**
                 * @description start, plan (a titration's next step), change, pause or resume.
                 * @enum {string}
                 */
                source: "start" | "plan" | "change" | "pause" | "resume";
            }[];
            /**
             * @description The unit of every dose of this medicine.
             * @enum {string}
             */
            unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
        };
        RelatedExercises: {
            data: {
                id: number;
                name: string;
                src: string | null;
            }[];
            /** @enum {string} */
            label: "Easier options" | "Similar activities" | "More challenging";
        };
        ReportRow: {
            averages: {
                /** @description Energy, kcal a day: the average of the days logged as shown (0 decimals); null with none logged. */
                calories: number | null;
                /** @description Carbohydrate, g a day: the average of the days logged as shown (1 decimals); null with none logged. */
                carbohydrate_g: number | null;
                /** @description Dairy, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                dairy: number | null;
                /** @description Electrolyte a day: fluid ounces (2 decimals), or whole millilitres with ?units=metric; the average of the days logged as shown; null with none logged. */
                electrolyte: number | null;
                /** @description Fat, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                fat: number | null;
                /** @description Fat, g a day: the average of the days logged as shown (1 decimals); null with none logged. */
                fat_g: number | null;
                /** @description Fiber, g a day: the average of the days logged as shown (1 decimals); null with none logged. */
                fiber_g: number | null;
                /** @description Fruit, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                fruit: number | null;
                /** @description Hydration a day: fluid ounces (2 decimals), or whole millilitres with ?units=metric; the average of the days logged as shown; null with none logged. */
                hydration: number | null;
                /** @description Misc, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                misc: number | null;
                /** @description Protein calories, cal a day: the average of the days logged as shown (0 decimals); null with none logged. */
                protein_calories: number | null;
                /** @description Protein, g a day: the average of the days logged as shown (1 decimals); null with none logged. */
                protein_g: number | null;
                /** @description Starch, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                starch: number | null;
                /** @description Vegetable, servings a day: the average of the days logged as shown (1 decimals); null with none logged. */
                vegetable: number | null;
            };
            /** @description Calendar days of the period within the range. */
            days: number;
            /** @description Days with food logged. */
            days_logged: number;
            /** @description Calories burned, the sum of each day's whole kcal. */
            exercise_calories: number;
            exercise_minutes: number;
            from: string;
            goals: {
                /** @description The calories goal in force on the days logged (their average, when it changed in the period). */
                calories: number | null;
                /** @description The dairy goal in force on the days logged (their average, when it changed in the period). */
                dairy: number | null;
                /** @description The electrolyte goal in force on the days logged (their average, when it changed in the period): fluid ounces, or millilitres with ?units=metric. */
                electrolyte: number | null;
                /** @description The fat goal in force on the days logged (their average, when it changed in the period). */
                fat: number | null;
                /** @description The fruit goal in force on the days logged (their average, when it changed in the period). */
                fruit: number | null;
                /** @description The hydration goal in force on the days logged (their average, when it changed in the period): fluid ounces, or millilitres with ?units=metric. */
                hydration: number | null;
                /** @description The misc goal in force on the days logged (their average, when it changed in the period). */
                misc: number | null;
                /** @description The protein_calories goal in force on the days logged (their average, when it changed in the period). */
                protein_calories: number | null;
                /** @description The starch goal in force on the days logged (their average, when it changed in the period). */
                starch: number | null;
                /** @description The vegetable goal in force on the days logged (their average, when it changed in the period). */
                vegetable: number | null;
            };
            /** @description The period's first day (a week's Sunday, a month's 1st), even where the range cuts it. */
            period: string;
            to: string;
            weigh_ins: number;
            /** @description The trend's change over the period; the periods add up to the range's change. */
            weight_change: number | null;
            /** @description The trend at the period's last weigh-in: pounds, or kilograms with ?units=metric. */
            weight_trend: number | null;
            /** @description The worst side effect of the medicines' daily check-in in the period (the most severe; on one day, the symptom the check-in lists first); null with none recorded. */
            worst_side_effect: {
                /** @description The latest day of the period at that severity. */
                day: string;
                /** @description 1 (very mild) to 5 (severe), as the check-in records it. */
                severity: number;
                /** @enum {string} */
                symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
            } | null;
        };
        ScheduledDose: {
            day: string;
            dose: number | null;
            medication: string;
            record: components["schemas"]["DoseRecord"];
            regimen: number;
            /** @description HH:MM on the clinic's clock. */
            slot: string | null;
            /**
             * @description taken, skipped, due (its time has come), upcoming, missed (a daily dose's day is over; a weekly dose more than 2 days late).
             * @enum {string}
             */
            status: "taken" | "skipped" | "due" | "upcoming" | "missed";
            /**
             * @description The unit of every dose of this medicine.
             * @enum {string}
             */
            unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
        };
        /** @description An unexpected failure, logged on the server. */
        ServerError: {
            detail: string;
            /** @enum {string} */
            error_code: "SERVER_ERROR";
        };
        SideEffect: {
            day: string;
            id: number;
            note: string;
            severity: number;
            /** @enum {string} */
            symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
        };
        SignedIn: {
            /** @description Send as `Authorization: JWT <token>`. */
            token: string;
            user: components["schemas"]["User"];
        };
        Source: {
            id: number;
            name: string;
            notes: string;
            url: string;
            url_title: string;
        };
        Testimonial: {
            /** @description Published on the public site. */
            active: boolean;
            blurb: string;
            /** @description ISO 3166-1 alpha-2. */
            country: string | null;
            country_name: string;
            /** Format: date-time */
            created: string;
            featured: boolean;
            /** @description What the member wrote. */
            fulltext: string;
            /** @description The final version (sanitized HTML). */
            fulltext_html: string;
            homepage: boolean;
            id: number;
            member: {
                clinic: {
                    city: string;
                    name: string;
                    state: string;
                } | null;
                email: string;
                first_name: string;
                id: number;
                last_name: string;
                middle_name: string;
            };
            /** @description How the public page names the member. */
            member_details: {
                city: string;
                first_name: string;
                last_initial: string;
                state: string;
            };
            /** Format: date-time */
            published_at: string | null;
            quotes: string;
            saved_by: {
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            /** Format: date-time */
            saved_last: string | null;
        };
        TestimonialImage: {
            /** Format: date-time */
            created: string;
            height: number;
            id: number;
            member: number;
            name: string;
            photo_l: string;
            photo_m: string;
            /** @description Private: served only to the member and staff, with the token. */
            photo_o: string;
            photo_s: string;
            primary: boolean;
            /**
             * @description A after, B before, X unknown, Z the signed authorization.
             * @enum {string}
             */
            type: "A" | "B" | "X" | "Z";
            week: number;
            /** @description Pounds. */
            weight: number;
            width: number;
        };
        User: {
            city: string;
            clinic: {
                city: string;
                name: string;
                phone: string;
                state: string;
            } | null;
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            middle_name: string;
            /**
             * @description A staff account's role: admin (the programme's administrators) or care (a clinic's care team); null for a patient.
             * @enum {string|null}
             */
            staff_role: "admin" | "care" | null;
            state: string;
            /**
             * @description A: staff; P: patient.
             * @enum {string}
             */
            user_type: "A" | "P";
        };
        /** @description A field is missing, of the wrong type or breaks a rule. */
        ValidationError: {
            /** @enum {string} */
            error_code: "VALIDATION_ERROR";
            /** @description Messages by field (`index.field` in a list body); `non_field_errors` for the whole object. */
            errors: {
                [key: string]: string[];
            };
        };
        VisitQuestion: {
            /** Format: date-time */
            created_at: string;
            id: number;
            text: string;
        };
        VisitSummary: {
            /** @description Doses taken of doses due over the last 28 days, per cent; null with none due. */
            adherence: number | null;
            composition: {
                latest: {
                    date: string;
                    /** @description Per cent. */
                    fat: number | null;
                    fat_mass: number | null;
                    ffm: number | null;
                    tbw: number | null;
                    /** @description Inches, or centimetres with ?units=metric. */
                    waist: number | null;
                } | null;
                start: {
                    date: string;
                    /** @description Per cent. */
                    fat: number | null;
                    fat_mass: number | null;
                    ffm: number | null;
                    tbw: number | null;
                    /** @description Inches, or centimetres with ?units=metric. */
                    waist: number | null;
                } | null;
            };
            /** @description Open on the patient now. */
            flags: {
                /** @enum {string} */
                code: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
                label: string;
                reviewed: boolean;
                since: string;
            }[];
            intake: {
                total: components["schemas"]["ReportRow"];
                weeks: components["schemas"]["ReportRow"][];
            };
            last_visit: string | null;
            next_appointment: {
                date: string;
                time: string;
            } | null;
            /** @description The care team's notes on days of the period, newest first. */
            notes: components["schemas"]["CareNote"][];
            patient: {
                clinic: string;
                id: number;
                name: string;
            };
            /** @description The patient's own questions for the visit. */
            questions: components["schemas"]["VisitQuestion"][];
            /** @description The first day the summary covers. */
            since: string;
            /**
             * @description visit: the last appointment before today; chosen: `since`; default: the last four weeks.
             * @enum {string}
             */
            since_source: "visit" | "chosen" | "default";
            today: string;
            /** @enum {string} */
            units: "imperial" | "metric";
            weight: {
                bmi: number | null;
                bmi_category: string | null;
                change: number | null;
                current: {
                    date: string;
                    weight: number;
                } | null;
                goal_weight: number | null;
                start: {
                    date: string;
                    weight: number;
                } | null;
                to_goal: number | null;
                trend: number | null;
                trend_change: number | null;
                weigh_ins: number;
            };
            /** @description The worst side effect of the medicines' daily check-in in the period (the most severe; on one day, the symptom the check-in lists first); null with none recorded. */
            worst_side_effect: {
                /** @description The latest day of the period at that severity. */
                day: string;
                /** @description 1 (very mild) to 5 (severe), as the check-in records it. */
                severity: number;
                /** @enum {string} */
                symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
            } | null;
        };
        WeighIn: {
            bmi: number | null;
            /** @description "120/80", or null. */
            bp: string | null;
            bp_diastolic: number | null;
            bp_systolic: number | null;
            /** @description Per cent. */
            fat: number | null;
            /** @description Pounds (kilograms with ?units=metric). */
            fat_mass: number | null;
            ffm: number | null;
            id: number;
            impedance: number | null;
            member_created: boolean;
            pulse: number | null;
            start_date: string;
            tbw: number | null;
            /** @description Since the previous weigh-in of any kind (null for the first). */
            w_delta: number | null;
            /** @description Since the first weigh-in. */
            w_delta_total: number;
            /** @description Inches (centimetres with ?units=metric). */
            waist: number | null;
            /** @description Pounds (kilograms with ?units=metric). */
            weight: number;
        };
        WeightPoint: {
            trend: number;
            x: string;
            /** @description Pounds (kilograms with ?units=metric). */
            y: number;
            /**
             * @description 0: the clinic's weigh-in; 1: the member's own.
             * @enum {integer}
             */
            z: 0 | 1;
        };
        WorkoutPlan: {
            days_per_week: number;
            description: string;
            exercise_count: number;
            group: string;
            id: number;
            name: string;
            subgroup: string;
        };
        WorkoutPlanDetail: {
            days_per_week: number;
            description: string;
            exercise_count: number;
            group: string;
            id: number;
            name: string;
            notes_html: string;
            plan_details: string;
            subgroup: string;
            /** @description Seven days, Sunday first; a rest day has no items. */
            work_schedule: {
                day: string;
                items: {
                    /** @description The exercise. */
                    id: number;
                    main_image: components["schemas"]["ExerciseImage"];
                    minutes: number;
                    name: string;
                    /** @description "30 min" */
                    time: string;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                }[];
                weekday: number;
            }[];
        };
    };
    responses: {
        /** @description Invalid input: the messages by field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"] | components["schemas"]["ParseError"];
            };
        };
        /** @description No token, or one that is invalid, expired or withdrawn. */
        NotAuthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotAuthenticated"];
            };
        };
        /** @description No such object, or another member's. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFound"];
            };
        };
        /** @description The body is over its size bound. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PayloadTooLarge"];
            };
        };
        /** @description The caller's role may not do this. */
        PermissionDenied: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PermissionDenied"];
            };
        };
        /** @description Too many tries from this address. */
        RateLimited: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimited"];
            };
        };
        /** @description An unexpected failure. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServerError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_ads: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["ContentItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_ads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_ads_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_ads_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_ads_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_ads_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_ads_random: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_badges: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Badge"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_clinics: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["CareClinic"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_messages: {
        parameters: {
            query?: {
                /** @description me: assigned to the caller; nobody: not assigned; empty: anyone. */
                assigned?: "" | "me" | "nobody";
                clinic?: number;
                limit?: number;
                offset?: number;
                /** @description One patient's conversations. */
                patient?: number;
                /** @description waiting (open, waiting for the care team: the default, oldest waiting first), answered (waiting for the patient), closed, or all. */
                status?: "waiting" | "answered" | "closed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clinic: {
                            id: number;
                            name: string;
                        };
                        count: number;
                        /** @description Conversations of each status under the other filters. */
                        counts: {
                            all: number;
                            answered: number;
                            closed: number;
                            waiting: number;
                        };
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["CareConversation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_messages_id: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigned_to: {
                            id: number;
                            name: string;
                        } | null;
                        clinic: {
                            id: number;
                            name: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        id: number;
                        /** @description The last time the care team closed it (kept when a reply has opened it again since), and by whom. */
                        last_closed: {
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                        } | null;
                        /** Format: date-time */
                        last_message_at: string;
                        /** @description The messages, the latest first, `limit`/`offset` paged. */
                        messages: {
                            count: number;
                            /** Format: uri */
                            next: string | null;
                            /** Format: uri */
                            previous: string | null;
                            results: components["schemas"]["Message"][];
                        };
                        /** @description Waiting past the clinic's next working day: the care panel's `unanswered` flag (docs/decisions/0210). */
                        overdue: boolean;
                        patient: {
                            id: number;
                            name: string;
                        };
                        /**
                         * @description waiting: the patient's latest message waits for the care team; answered: the care team answered (the patient's turn); closed: the care team closed it (a reply opens it again).
                         * @enum {string}
                         */
                        state: "waiting" | "answered" | "closed";
                        subject: string;
                        /** @description Messages of the other side the caller (the patient; or anyone of the care team) has not read. */
                        unread: number;
                        /** @description The patient's messages waiting for an answer. */
                        waiting_count: number;
                        /**
                         * Format: date-time
                         * @description When the patient's oldest unanswered message was sent.
                         */
                        waiting_since: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_messages_id_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A staff member who looks after the conversation's clinic (the caller included), or null for nobody. */
                    assignee: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_messages_id_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareConversation"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_messages_id_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The last message id the caller's side has now read. */
                        read_up_to: number;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_messages_id_replies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                };
                "multipart/form-data": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    /**
                     * Format: binary
                     * @description A photo (optional): jpeg, png, gif or bmp, judged by its content, at most 10 MB. Private: served only to the patient and their care team.
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        message: components["schemas"]["Message"];
                        /** @description The patient the conversation is with. */
                        patient: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_messages_id_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of a message the caller sent, within 5 minutes of sending it. */
                    message: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_patients: {
        parameters: {
            query?: {
                clinic?: number;
                flag?: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
                limit?: number;
                offset?: number;
                ordering?: "name" | "-name" | "weeks" | "-weeks" | "start" | "-start" | "trend" | "-trend" | "change" | "-change" | "change_pct" | "-change_pct" | "rate" | "-rate" | "journal_days" | "-journal_days" | "exercise_minutes" | "-exercise_minutes" | "last_weigh_in" | "-last_weigh_in" | "next_appointment" | "-next_appointment" | "flags" | "-flags" | "waiting_messages" | "-waiting_messages" | "adherence" | "-adherence";
                search?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clinic: {
                            id: number;
                            name: string;
                        };
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: components["schemas"]["PanelRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_patients_id: {
        parameters: {
            query?: {
                day?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarePatientSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_patients_id_flags_code_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A flag code (docs/decisions/0121). */
                code: "rapid_loss" | "implausible" | "regain" | "plateau" | "no_weigh_in" | "quiet" | "unanswered" | "missed_doses" | "side_effects";
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareFlag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_care_patients_id_goals: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories: number;
                    confirm?: boolean | null;
                    /** @description Up to 1 decimal place. */
                    dairy: number;
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    date?: string;
                    electrolyte: number;
                    /** @description Up to 1 decimal place. */
                    fat: number;
                    /** @description Up to 1 decimal place. */
                    fruits: number;
                    goal_weight?: number | null;
                    hydration: number;
                    /** @description Up to 1 decimal place. */
                    misc: number;
                    protein_calories: number;
                    /** @description Up to 1 decimal place. */
                    starch: number;
                    /** @description Up to 1 decimal place. */
                    vegetable: number;
                } | {
                    calories: number;
                    confirm?: boolean | null;
                    /** @description Up to 1 decimal place. */
                    dairy: number;
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    date?: string;
                    electrolyte: number;
                    /** @description Up to 1 decimal place. */
                    fat: number;
                    /** @description Up to 1 decimal place. */
                    fruits: number;
                    goal_weight?: number | null;
                    hydration: number;
                    /** @description Up to 1 decimal place. */
                    misc: number;
                    protein_calories: number;
                    /** @description Up to 1 decimal place. */
                    starch: number;
                    /** @description Up to 1 decimal place. */
                    vegetable: number;
                };
            };
        };
        responses: {
            /** @description Today's goal, updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalGoal"] & {
                        /** @description As sent: pounds, or kilograms with ?units=metric. */
                        goal_weight?: number | null;
                    };
                };
            };
            /** @description The goal, `set_by_clinic: true`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalGoal"] & {
                        /** @description As sent: pounds, or kilograms with ?units=metric. */
                        goal_weight?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_patients_id_medications: {
        parameters: {
            query?: {
                regimen?: number;
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMedications"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_patients_id_medications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description In the medicine's unit; one of its strengths. */
                    dose: number;
                    instructions?: string;
                    medication: number;
                    /** @enum {string} */
                    schedule: "daily" | "weekly" | "as_needed";
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    start_day?: string;
                    /** @description Doses on hand now (the refill reminder counts down from it). */
                    supply?: number;
                    /** @description Times of day on the clinic's clock; a list, or text with commas. */
                    times?: string[] | string;
                    /** @description Follow the formulary's dose steps from `dose`. */
                    titrate?: boolean;
                    /** @description The plan's last dose to reach (its last step when left out). */
                    titrate_to?: number;
                    /** @description The weekly dose's day: Sunday 0 … Saturday 6. */
                    weekday?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_care_patients_id_medications_rid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
                /** @description A record id; anything but a positive integer is not found. */
                rid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "dose";
                    /** @description In the medicine's unit; one of its strengths. */
                    dose: number;
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    from_day?: string;
                    note?: string;
                } | {
                    /** @enum {string} */
                    action: "pause";
                    note?: string;
                } | {
                    /** @enum {string} */
                    action: "resume";
                    note?: string;
                } | {
                    /** @enum {string} */
                    action: "stop";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_patients_id_messages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    subject: string;
                };
                "multipart/form-data": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    /**
                     * Format: binary
                     * @description A photo (optional): jpeg, png, gif or bmp, judged by its content, at most 10 MB. Private: served only to the patient and their care team.
                     */
                    image?: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        message: components["schemas"]["Message"];
                        /** @description The patient the conversation is with. */
                        patient: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_patients_id_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: unknown;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_care_patients_id_reports_visit: {
        parameters: {
            query?: {
                since?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_care_patients_id_weights: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                } | {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeighIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_categories: {
        parameters: {
            query?: {
                group?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group: number;
                    name: string;
                    seq?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_categories_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_categories_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    group?: number;
                    name?: string;
                    seq?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_category_groups: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: "True" | "False" | "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["CategoryGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_category_groups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    major?: boolean | null;
                    name: string;
                    search?: boolean | null;
                    seq?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_category_groups_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_category_groups_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    major?: boolean | null;
                    name?: string;
                    search?: boolean | null;
                    seq?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_comments: {
        parameters: {
            query?: {
                approved?: "True" | "False" | "true" | "false" | "1" | "0";
                limit?: number;
                not_approved?: "True" | "False" | "true" | "false" | "1" | "0";
                offset?: number;
                recipe?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Comment"][];
                    } | {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["PendingComment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes: string;
                    rating?: number | null;
                    recipe: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_comments_id_admin_approval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    is_approved?: boolean | null;
                    notes?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    get_exercise_filters: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            count: number;
                            group: string;
                            id: string;
                            label: string;
                            /**
                             * @description The query parameter of /api/exercises to send `value` back as.
                             * @enum {string}
                             */
                            param: "type_of_activity" | "type" | "flame" | "featured";
                            value: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises: {
        parameters: {
            query?: {
                featured?: "true" | "True" | "1" | "false" | "False" | "0";
                flame?: string[];
                limit?: number;
                offset?: number;
                search?: string;
                type?: string[];
                type_of_activity?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["ExerciseCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_exercises: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    compendium_code: string;
                    compendium_description?: string | null;
                    description?: string | null;
                    featured?: boolean | null;
                    flame: number;
                    instructions?: string | null;
                    /** @description Up to 2 decimal places. */
                    met: number;
                    name: string;
                    type: string;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseDetail"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    compendium_code: string;
                    compendium_description?: string | null;
                    description?: string | null;
                    featured?: boolean | null;
                    flame: number;
                    instructions?: string | null;
                    /** @description Up to 2 decimal places. */
                    met: number;
                    name: string;
                    type: string;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises_id_potential_burn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        met: number;
                        met_table: {
                            calories: number;
                            gross_calories: number;
                            minutes: number;
                        }[];
                        name: string;
                        /** @description Net kcal of 30 minutes; null without a weight. */
                        value: number | null;
                        weight_kg: number | null;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises_id_related_exercises: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["RelatedExercises"][];
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises_my_history: {
        parameters: {
            query?: {
                exercise?: string;
                group_by?: "day" | "week";
                time_span?: "all" | "2" | "4" | "6" | "8";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chart_title: string;
                        data_categories: string[];
                        data_series: {
                            color: string;
                            data: {
                                x: string;
                                y: number;
                            }[];
                            name: string;
                            unit: string;
                        }[];
                        end_date: string;
                        /** @description The exercises the member logged, for the filter. */
                        exercise: {
                            id: number;
                            name: string;
                        }[];
                        /** @enum {string} */
                        group_by: "day" | "week";
                        start_date: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_exercises_my_home: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Active ones. */
                        ads: components["schemas"]["ContentItem"][];
                        appointment: {
                            appt_date: string;
                            appt_time: string;
                        } | null;
                        current_weight: {
                            date: string;
                            weight: number;
                        } | null;
                        featured_exercises: components["schemas"]["ExerciseCard"][];
                        featured_recipes: components["schemas"]["RecipeCard"][];
                        goal_weight: number | null;
                        journal_today: {
                            calories_burned: number | null;
                            entries: number;
                            has_goal: boolean;
                            progress: {
                                goal: number | null;
                                /** @enum {string} */
                                key: "calories" | "protein_calories" | "vegetable" | "fruit" | "fat" | "misc" | "starch" | "dairy" | "hydration" | "electrolyte";
                                label: string;
                                percent: number | null;
                                total: number;
                                unit: string;
                            }[];
                        };
                        latest_badge: {
                            date: string;
                            id: number;
                            image: string;
                            name: string;
                        } | null;
                        motivational: components["schemas"]["ContentItem"] & (Record<string, never> | null);
                        /** @description The first 8 of today's planned exercises. */
                        my_fitness: (components["schemas"]["PlanEntry"] & {
                            /** @description Minutes already logged today for this exercise. */
                            logged_minutes_today: number;
                        })[];
                        my_fitness_count: number;
                        recently_reviewed: {
                            /** Format: date-time */
                            created: string;
                            /** @description The clinic's calendar day of `created`. */
                            day: string;
                            id: number;
                            is_approved: boolean | null;
                            rating: number | null;
                            recipe: {
                                id: number;
                                name: string;
                            };
                            title: string;
                        }[];
                        recipes_favorited: components["schemas"]["RecipeCard"][];
                        recipes_submitted: components["schemas"]["RecipeCard"][];
                        to_goal: number | null;
                        today: string;
                        /** @description Since the first weigh-in, in `weight_units`. */
                        weight_change: number;
                        /** @description The first point and the last 11. */
                        weight_chart: {
                            trend?: number;
                            x: string;
                            /** @description Pounds (kilograms with ?units=metric). */
                            y: number;
                            /**
                             * @description 0: the clinic's weigh-in; 1: the member's own.
                             * @enum {integer}
                             */
                            z: 0 | 1;
                        }[];
                        weight_trend_28d: number | null;
                        /**
                         * @description The units of the weights above: pounds (imperial) unless the call asks `?units=metric`.
                         * @enum {string}
                         */
                        weight_units: "imperial" | "metric";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_fitness_goals: {
        parameters: {
            query?: {
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goal in effect that week, or none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["FitnessGoal"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_fitness_goals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 1 decimal place. */
                    calories_burned: number;
                    cardio: number;
                    date: string;
                    flexibility: number;
                    resistance: number;
                };
            };
        };
        responses: {
            /** @description This week's goal, replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessGoal"] & unknown;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessGoal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_fitness_goals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 1 decimal place. */
                    calories_burned: number;
                    cardio: number;
                    date: string;
                    flexibility: number;
                    resistance: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessGoal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_fitness_journals: {
        parameters: {
            query?: {
                date?: string;
                limit?: number;
                offset?: number;
                type_of_activity?: "Cardio" | "Resistance" | "Flexibility" | "None";
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["FitnessJournalEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_fitness_journals: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories_burned?: number | null;
                    date: string;
                    exercise: number;
                    minutes: number;
                    number_of_sets?: number | null;
                    reps?: number | null;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                    weight_lifted?: number | null;
                } | {
                    calories_burned?: number | null;
                    date: string;
                    exercise: number;
                    minutes: number;
                    number_of_sets?: number | null;
                    reps?: number | null;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                    weight_lifted?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessJournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_fitness_journals_id: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessJournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_fitness_journals_id: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories_burned?: number | null;
                    date: string;
                    exercise: number;
                    minutes: number;
                    number_of_sets?: number | null;
                    reps?: number | null;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                    weight_lifted?: number | null;
                } | {
                    calories_burned?: number | null;
                    date: string;
                    exercise: number;
                    minutes: number;
                    number_of_sets?: number | null;
                    reps?: number | null;
                    /** @enum {string} */
                    type_of_activity: "Cardio" | "Resistance" | "Flexibility" | "None";
                    weight_lifted?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FitnessJournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_fitness_journals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_fitness_journals_summary: {
        parameters: {
            query?: {
                date?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calories_burned: number;
                        /** @description Minutes. */
                        cardio: number;
                        end_date: string;
                        flexibility: number;
                        list: components["schemas"]["FitnessJournalEntry"][];
                        /** @description Sessions: days with an entry of that type. */
                        resistance: number;
                        start_date: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food: {
        parameters: {
            query?: {
                declined?: "true" | "True" | "1" | "false" | "False" | "0";
                hier3_id?: number;
                limit?: number;
                offset?: number;
                ordering?: "name" | "-name" | "long_desc" | "-long_desc" | "id" | "-id" | "created_at" | "-created_at" | "updated_at" | "-updated_at";
                p?: number;
                p_id?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["FoodSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_food: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_weight?: number;
                    hier1?: number | null;
                    hier2?: number | null;
                    hier3?: number | null;
                    link?: string | null;
                    long_desc: string;
                    name: string;
                    protein_calorie_type?: number | null;
                    protein_calories?: number | null;
                    servings_dairy?: number | null;
                    servings_fat?: number | null;
                    servings_fruit?: number | null;
                    servings_misc?: number | null;
                    servings_starch?: number | null;
                    servings_type?: number | null;
                    servings_vegetable?: number | null;
                    source: string;
                    upc_code?: string | null;
                    useful?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodDetail"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_food_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_weight?: number;
                    hier1?: number | null;
                    hier2?: number | null;
                    hier3?: number | null;
                    link?: string | null;
                    long_desc: string;
                    name: string;
                    protein_calorie_type?: number | null;
                    protein_calories?: number | null;
                    servings_dairy?: number | null;
                    servings_fat?: number | null;
                    servings_fruit?: number | null;
                    servings_misc?: number | null;
                    servings_starch?: number | null;
                    servings_type?: number | null;
                    servings_vegetable?: number | null;
                    source: string;
                    upc_code?: string | null;
                    useful?: boolean | null;
                } | {
                    base_weight?: number;
                    hier1?: number | null;
                    hier2?: number | null;
                    hier3?: number | null;
                    long_desc: string;
                    name: string;
                    protein_calorie_type?: number | null;
                    protein_calories?: number | null;
                    servings_dairy?: number | null;
                    servings_fat?: number | null;
                    servings_fruit?: number | null;
                    servings_misc?: number | null;
                    servings_starch?: number | null;
                    servings_type?: number | null;
                    servings_vegetable?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_food_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food_id_approve_food: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodForReview"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_food_id_decline: {
        parameters: {
            query?: {
                decline_code?: "A" | "B" | "C" | "D" | "E" | "Z";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decline_code?: "A" | "B" | "C" | "D" | "E" | "Z";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decline_code: "A" | "B" | "C" | "D" | "E" | "Z";
                        id: number;
                        /** @enum {string} */
                        status: "declined";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food_approve_food: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["PendingFood"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_food_approve_food: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approved_food_id: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_food_myfood: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_weight?: number;
                    hier1?: number | null;
                    hier2?: number | null;
                    hier3?: number | null;
                    long_desc: string;
                    name: string;
                    protein_calorie_type?: number | null;
                    protein_calories?: number | null;
                    servings_dairy?: number | null;
                    servings_fat?: number | null;
                    servings_fruit?: number | null;
                    servings_misc?: number | null;
                    servings_starch?: number | null;
                    servings_type?: number | null;
                    servings_vegetable?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food_myfoodlist: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["FoodSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_food_search: {
        parameters: {
            query: {
                hier3_id?: number;
                limit?: number;
                offset?: number;
                p?: number;
                p_id?: number;
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["FoodSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_goals: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: (components["schemas"]["JournalGoal"] & Record<string, never>)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_goals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories: number;
                    /** @description Up to 1 decimal place. */
                    dairy: number;
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    date?: string;
                    electrolyte: number;
                    /** @description Up to 1 decimal place. */
                    fat: number;
                    /** @description Up to 1 decimal place. */
                    fruits: number;
                    hydration: number;
                    /** @description Up to 1 decimal place. */
                    misc: number;
                    protein_calories: number;
                    /** @description Up to 1 decimal place. */
                    starch: number;
                    /** @description Up to 1 decimal place. */
                    vegetable: number;
                };
            };
        };
        responses: {
            /** @description Today already had a goal: updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalGoal"] & Record<string, never>;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalGoal"] & Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_goals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories: number;
                    /** @description Up to 1 decimal place. */
                    dairy: number;
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    date?: string;
                    electrolyte: number;
                    /** @description Up to 1 decimal place. */
                    fat: number;
                    /** @description Up to 1 decimal place. */
                    fruits: number;
                    hydration: number;
                    /** @description Up to 1 decimal place. */
                    misc: number;
                    protein_calories: number;
                    /** @description Up to 1 decimal place. */
                    starch: number;
                    /** @description Up to 1 decimal place. */
                    vegetable: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalGoal"] & Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_hier1: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: (components["schemas"]["FoodGroup"] & Record<string, never>)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_hier2: {
        parameters: {
            query?: {
                hier1?: number;
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: (components["schemas"]["FoodGroup"] & Record<string, never>)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_hier3: {
        parameters: {
            query?: {
                hier2?: number;
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: (components["schemas"]["FoodGroup"] & Record<string, never>)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_history_summary: {
        parameters: {
            query?: {
                days_to_do?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        end_date: string;
                        next: null;
                        previous: null;
                        results: {
                            /** @description Sunday first. */
                            days: number[];
                            total: number;
                            /** @description The week's Sunday. */
                            week_of: string;
                        }[];
                        start_date: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_images: {
        parameters: {
            query?: {
                limit?: number;
                name?: string;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: (components["schemas"]["Image"] & Record<string, never>)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_images: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    /**
                     * Format: binary
                     * @description One image file: jpeg, png, gif or bmp (judged by its content), at most 10 MB.
                     */
                    photo_o: string;
                    source: string;
                };
            };
        };
        responses: {
            /** @description The same file was already in the gallery: that image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Image"] & Record<string, never>;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Image"] & Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_ingredient_weights: {
        parameters: {
            query: {
                food: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Measure"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_ingredient_weights_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    food?: unknown;
                    grams?: number | null;
                    measure: string;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    seq: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Measure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_ingredient_weights_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_ingredients_weights_bulk_create: {
        parameters: {
            query: {
                food: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    food?: unknown;
                    grams?: number | null;
                    measure: string;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    seq: number;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Measure"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_journal_update_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    added_on?: string;
                    /** @enum {string} */
                    entry?: "food" | "hydration" | "electrolyte";
                    food?: number | null;
                    hunger_after?: number | null;
                    hunger_before?: number | null;
                    /** @enum {string} */
                    meal?: "A" | "B" | "C" | "D" | "E" | "Z";
                    /** @description One of the food's common measures (its id), or "g" for grams. */
                    measure?: number | "g" | null;
                    /** @description Up to 2 decimal places. */
                    quantity?: number;
                    recipe?: number | null;
                    /** @description HH:MM or HH:MM:SS; empty is no time. */
                    time?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_journals: {
        parameters: {
            query?: {
                end_date?: string;
                limit?: number;
                offset?: number;
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["JournalEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_journals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    added_on?: string;
                    /**
                     * @default food
                     * @enum {string}
                     */
                    entry?: "food" | "hydration" | "electrolyte";
                    food?: number | null;
                    hunger_after?: number | null;
                    hunger_before?: number | null;
                    /**
                     * @default Z
                     * @enum {string}
                     */
                    meal?: "A" | "B" | "C" | "D" | "E" | "Z";
                    /** @description One of the food's common measures (its id), or "g" for grams. */
                    measure?: number | "g" | null;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    recipe?: number | null;
                    /** @description HH:MM or HH:MM:SS; empty is no time. */
                    time?: string | null;
                };
            };
        };
        responses: {
            /** @description Hydration or electrolyte added to the day's total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"] & unknown;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_journals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_journals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    added_on?: string;
                    /**
                     * @default food
                     * @enum {string}
                     */
                    entry?: "food" | "hydration" | "electrolyte";
                    food?: number | null;
                    hunger_after?: number | null;
                    hunger_before?: number | null;
                    /**
                     * @default Z
                     * @enum {string}
                     */
                    meal?: "A" | "B" | "C" | "D" | "E" | "Z";
                    /** @description One of the food's common measures (its id), or "g" for grams. */
                    measure?: number | "g" | null;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    recipe?: number | null;
                    /** @description HH:MM or HH:MM:SS; empty is no time. */
                    time?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_journals_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_journals_copy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too): the clinic's calendar day. */
                    from_date: string;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    meal?: "all" | "A" | "B" | "C" | "D" | "E" | "Z";
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    to_date?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        copied: number;
                        to_date: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_journals_notes: {
        parameters: {
            query?: {
                date?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["CareNote"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_journals_notes_id_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareNote"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_journals_recent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        frequent: {
                            amount: string;
                            calories: number;
                            detail: string;
                            /** @description The entry it was last logged as (Log again copies it). */
                            entryId: number;
                            itemId: number;
                            /** @enum {string} */
                            kind: "food" | "recipe";
                            /** @enum {string} */
                            meal: "A" | "B" | "C" | "D" | "E" | "Z";
                            /** @description A common measure's id, "g" for grams, null for a recipe (servings) or a drink (oz). */
                            measure: number | "g" | null;
                            name: string;
                            quantity: number;
                            /** @description How often it was logged (frequent items). */
                            times?: number;
                        }[];
                        recent: {
                            amount: string;
                            calories: number;
                            detail: string;
                            /** @description The entry it was last logged as (Log again copies it). */
                            entryId: number;
                            itemId: number;
                            /** @enum {string} */
                            kind: "food" | "recipe";
                            /** @enum {string} */
                            meal: "A" | "B" | "C" | "D" | "E" | "Z";
                            /** @description A common measure's id, "g" for grams, null for a recipe (servings) or a drink (oz). */
                            measure: number | "g" | null;
                            name: string;
                            quantity: number;
                            /** @description How often it was logged (frequent items). */
                            times?: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_journals_summary: {
        parameters: {
            query?: {
                end_date?: string;
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @description The goals the days name. */
                        goals: (components["schemas"]["JournalGoal"] & Record<string, never>)[];
                        next: null;
                        previous: null;
                        /** @description Every day of the range, empty days too. */
                        results: {
                            calories: number;
                            calories_burned: number | null;
                            dairy: number;
                            date: string;
                            electrolyte: number;
                            entries: number;
                            fat: number;
                            fruit: number;
                            /** @description The goal in force that day. */
                            goal: number | null;
                            hydration: number;
                            id: string;
                            misc: number;
                            nut: {
                                data: number;
                                label: string;
                                units: string;
                            }[];
                            protein_calories: number;
                            starch: number;
                            vegetable: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_leads: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                referred?: "True" | "False" | "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Lead"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_leads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comments: string;
                    email: string;
                    first_name: string;
                    referral_code?: string | null;
                    /** @enum {string} */
                    subject: "Request Information" | "Schedule an Appointment";
                    zip: string;
                };
            };
        };
        responses: {
            /** @description The same request was already received today; nothing was added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadReceived"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadReceived"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_log_exercises: {
        parameters: {
            query?: {
                date?: string;
                date_from?: string;
                date_to?: string;
                exercise?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["ExerciseLog"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_log_exercises: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories?: number | null;
                    datedone: string;
                    duration: number;
                    exercise: number;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_log_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseLog"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_log_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories?: number | null;
                    datedone: string;
                    duration: number;
                    exercise: number;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_log_exercises_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_log_exercises_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calories?: number | null;
                    datedone: string;
                    duration: number;
                    exercise: number;
                    notes?: string | null;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseLog"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description true: every browser and app of the account. */
                    everywhere?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_manage_my_workout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    put_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    /** @description One of the portal's languages ("en", "es"); anything else is refused with a field error and nothing is stored. */
                    language?: string;
                    last_name?: string;
                    middle_name?: string;
                    phone?: string;
                    /** @enum {string} */
                    units?: "imperial" | "metric";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    /** @description One of the portal's languages ("en", "es"); anything else is refused with a field error and nothing is stored. */
                    language?: string;
                    last_name?: string;
                    middle_name?: string;
                    phone?: string;
                    /** @enum {string} */
                    units?: "imperial" | "metric";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_access_log: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["AccessLogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_devices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Device"][];
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_me_devices_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A device id from GET /api/me/devices: "web-…" or "app-…". */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_doses: {
        parameters: {
            query?: {
                from?: string;
                limit?: number;
                offset?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["ScheduledDose"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_doses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    day?: string;
                    note?: string;
                    /** @enum {string|null} */
                    reason?: "forgot" | "side_effects" | "ran_out" | "clinic" | "other" | null;
                    regimen: number;
                    /** @enum {string|null} */
                    site?: "abdomen_left_upper" | "abdomen_right_upper" | "abdomen_left_lower" | "abdomen_right_lower" | "thigh_left_upper" | "thigh_right_upper" | "thigh_left_lower" | "thigh_right_lower" | "arm_left_upper" | "arm_right_upper" | "arm_left_lower" | "arm_right_lower" | null;
                    /** @description Which of a daily medicine's times the dose is for (HH:MM); the first not yet recorded when left out. */
                    slot?: string;
                    /** @enum {string} */
                    status: "taken" | "skipped";
                    /** @description HH:MM on the clinic's clock (24-hour). */
                    time?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoseRecord"] & Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_me_doses_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        pending_email: string | null;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted: a confirmation link went to the new address; the email changes when it is followed. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending_email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_me_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_export: {
        parameters: {
            query?: {
                format?: "json" | "zip" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, as a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        exported_at: string;
                        units: string;
                    } & {
                        [key: string]: {
                            [key: string]: unknown;
                        }[] | {
                            [key: string]: unknown;
                        } | null;
                    };
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_medications: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Regimen"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_medications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description In the medicine's unit; one of its strengths. */
                    dose: number;
                    instructions?: string;
                    medication: number;
                    /** @enum {string} */
                    schedule: "daily" | "weekly" | "as_needed";
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    start_day?: string;
                    /** @description Doses on hand now (the refill reminder counts down from it). */
                    supply?: number;
                    /** @description Times of day on the clinic's clock; a list, or text with commas. */
                    times?: string[] | string;
                    /** @description The weekly dose's day: Sunday 0 … Saturday 6. */
                    weekday?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_medications_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_me_medications_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description In the medicine's unit; one of its strengths. */
                    dose: number;
                    instructions?: string;
                    /** @description Doses on hand now (the refill reminder counts down from it). */
                    supply?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_medications_id_site: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InjectionSites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_medications_id_stop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_medications_id_supply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supply: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Regimen"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    put_me_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: "off" | "portal" | "email";
                } | {
                    preferences: {
                        [key: string]: "off" | "portal" | "email";
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_me_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: "off" | "portal" | "email";
                } | {
                    preferences: {
                        [key: string]: "off" | "portal" | "email";
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_me_side_effects: {
        parameters: {
            query?: {
                from?: string;
                limit?: number;
                offset?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["SideEffect"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_me_side_effects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out. */
                    day?: string;
                    note?: string;
                    severity: number;
                    /** @enum {string} */
                    symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideEffect"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideEffect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_me_side_effects_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_medications_catalogue: {
        parameters: {
            query?: {
                kind?: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
                limit?: number;
                offset?: number;
                retired?: "True" | "False" | "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Medication"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_medications_catalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    generic_name: string;
                    /** @enum {string} */
                    kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
                    name: string;
                    plan_note?: string;
                    prescription?: boolean;
                    /** @enum {string} */
                    route: "subcutaneous" | "intramuscular" | "oral";
                    source?: string;
                    /** @description The dose-step plan, oldest first; the last step's weeks null (kept from then on). */
                    steps?: {
                        dose: number;
                        weeks?: number | null;
                    }[] | string;
                    /** @description The strengths it comes in, in `unit`; a list, or text with commas. */
                    strengths: number[] | string;
                    /** @enum {string} */
                    unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
                    /**
                     * @default daily
                     * @enum {string}
                     */
                    usual_schedule?: "daily" | "weekly" | "as_needed";
                    /** @description Times of day on the clinic's clock; a list, or text with commas. */
                    usual_times?: string[] | string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Medication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_medications_catalogue_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Medication"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_medications_catalogue_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    generic_name: string;
                    /** @enum {string} */
                    kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
                    name: string;
                    plan_note?: string;
                    prescription?: boolean;
                    /** @enum {string} */
                    route: "subcutaneous" | "intramuscular" | "oral";
                    source?: string;
                    /** @description The dose-step plan, oldest first; the last step's weeks null (kept from then on). */
                    steps?: {
                        dose: number;
                        weeks?: number | null;
                    }[] | string;
                    /** @description The strengths it comes in, in `unit`; a list, or text with commas. */
                    strengths: number[] | string;
                    /** @enum {string} */
                    unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
                    /**
                     * @default daily
                     * @enum {string}
                     */
                    usual_schedule?: "daily" | "weekly" | "as_needed";
                    /** @description Times of day on the clinic's clock; a list, or text with commas. */
                    usual_times?: string[] | string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Medication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_medications_catalogue_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_member_badge: {
        parameters: {
            query: {
                badge: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            badge: number;
                            /** @description The achievement day, or a streak's first and last. */
                            date_range: [
                                string
                            ] | [
                                string,
                                string
                            ];
                            /** @description The day the rule was first met (a streak: the day it reached its length). */
                            earned: string;
                            id: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_member_exercise_plans: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["PlanEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_member_exercise_plans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Comma-joined ids ("1,2,3"), or a list of ids. */
                    exercise: string | unknown[];
                    is_plan?: unknown;
                    weekday?: number | null;
                };
            };
        };
        responses: {
            /** @description The entries of those exercises. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_member_exercise_plans_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEntry"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_member_exercise_plans_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    exercise?: unknown;
                    friday?: 0 | 1 | null;
                    is_plan?: unknown;
                    monday?: 0 | 1 | null;
                    saturday?: 0 | 1 | null;
                    sunday?: 0 | 1 | null;
                    thursday?: 0 | 1 | null;
                    tuesday?: 0 | 1 | null;
                    wednesday?: 0 | 1 | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_member_exercise_plans_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_member_exercise_plans_add_plans_to_myworkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Comma-joined ids ("1,2,3"), or a list of ids. */
                    plan: string | unknown[];
                };
            };
        };
        responses: {
            /** @description The caller's whole plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_member_exercise_plans_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    exercise: number;
                    friday?: 0 | 1 | null;
                    monday?: 0 | 1 | null;
                    saturday?: 0 | 1 | null;
                    sunday?: 0 | 1 | null;
                    thursday?: 0 | 1 | null;
                    tuesday?: 0 | 1 | null;
                    wednesday?: 0 | 1 | null;
                }[];
            };
        };
        responses: {
            /** @description The caller's whole plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_member_exercise_plans_plan_for_day: {
        parameters: {
            query: {
                weekday: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["PlanEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_members: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    email: string;
                    password: string;
                    unique_id: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_messages: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Conversation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_messages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    subject: string;
                };
                "multipart/form-data": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    /**
                     * Format: binary
                     * @description A photo (optional): jpeg, png, gif or bmp, judged by its content, at most 10 MB. Private: served only to the patient and their care team.
                     */
                    image?: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        message: components["schemas"]["Message"];
                        /** @description The patient the conversation is with. */
                        patient: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_messages_id: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        id: number;
                        /** Format: date-time */
                        last_message_at: string;
                        /** @description The messages, the latest first, `limit`/`offset` paged. */
                        messages: {
                            count: number;
                            /** Format: uri */
                            next: string | null;
                            /** Format: uri */
                            previous: string | null;
                            results: components["schemas"]["Message"][];
                        };
                        /**
                         * @description waiting: the patient's latest message waits for the care team; answered: the care team answered (the patient's turn); closed: the care team closed it (a reply opens it again).
                         * @enum {string}
                         */
                        state: "waiting" | "answered" | "closed";
                        subject: string;
                        /** @description Messages of the other side the caller (the patient; or anyone of the care team) has not read. */
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_messages_id_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The last message id the caller's side has now read. */
                        read_up_to: number;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_messages_id_replies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                };
                "multipart/form-data": {
                    /** @description Plain text, at most 5,000 characters; links are made clickable, nothing else is rendered. */
                    body: string;
                    /**
                     * Format: binary
                     * @description A photo (optional): jpeg, png, gif or bmp, judged by its content, at most 10 MB. Private: served only to the patient and their care team.
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        message: components["schemas"]["Message"];
                        /** @description The patient the conversation is with. */
                        patient: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    post_messages_id_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of a message the caller sent, within 5 minutes of sending it. */
                    message: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_motivational: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["ContentItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_motivational: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_motivational_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_motivational_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_motivational_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_motivational_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture: jpeg or png, at most 10 MB.
                     */
                    image?: string;
                    is_active?: boolean;
                    /** @enum {string} */
                    kind?: "image" | "video";
                    title?: string;
                    /** @description A video's address, or an image's link. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_motivational_random: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_newsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_notifications: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                unread?: "True" | "False" | "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Notification"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_notifications_id_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_notifications_read_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many were unread. */
                        updated: number;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_notifications_unread_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_nut: {
        parameters: {
            query: {
                food: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["NutrientValue"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_nut_bulk_update: {
        parameters: {
            query: {
                food: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    food?: unknown;
                    id: number;
                    /** @description Up to 3 decimal places. */
                    nut_val: number;
                }[];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NutrientValue"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_openapi_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        openapi: "3.1.0";
                    };
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    post_password_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plug_submit: {
        parameters: {
            query?: {
                limit?: number;
                member?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Testimonial"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_plug_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fulltext: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Testimonial"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plug_submit_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Testimonial"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_plug_submit_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plug_submit_id_get_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Testimonial"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plugs_image: {
        parameters: {
            query?: {
                limit?: number;
                member?: number;
                offset?: number;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["TestimonialImage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_plugs_image: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    member: number;
                    name: string;
                    /**
                     * Format: binary
                     * @description One image file: jpeg, png, gif or bmp (judged by its content), at most 10 MB.
                     */
                    photo_o: string;
                    primary?: boolean | null;
                    /** @enum {string} */
                    type: "A" | "B" | "X" | "Z";
                    week: number;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                };
            };
        };
        responses: {
            /** @description The same picture for the same member: that image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialImage"] & unknown;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_plugs_image_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_plugs_image_id: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    primary?: boolean | null;
                    /** @enum {string} */
                    type?: "A" | "B" | "X" | "Z";
                    week?: number;
                    /** @description Up to 2 decimal places. */
                    weight?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    put_plugs_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | null;
                    blurb?: string;
                    country: string;
                    featured?: boolean | null;
                    fulltext_html?: string;
                    homepage?: boolean | null;
                    quotes?: string;
                    replacements?: number[] | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Testimonial"] & {
                        /** @description How many standard replacements changed the text. */
                        replacements_made: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plugs_countries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_plugs_replacements: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            description: string;
                            /** @description Whole words or phrases, any case. */
                            find?: string[];
                            id: number;
                            name: string;
                            /** @description A regular expression (JavaScript syntax, case-insensitive). */
                            pattern?: string;
                            replace: string;
                            /** @description Patterns tried in order, each with its own replacement (whole words). */
                            steps?: {
                                pattern: string;
                                replace: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_progress: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bmi: number | null;
                        bmi_category: string | null;
                        /** @description Current minus start (negative: lost). */
                        change: number | null;
                        change_pct: number | null;
                        current: {
                            date: string;
                            weight: number;
                        } | null;
                        detail_chart: {
                            fat: number | null;
                            fat_mass: number | null;
                            ffm: number | null;
                            tbw: number | null;
                            waist: number | null;
                            x: string;
                        }[];
                        entries: number;
                        goal_weight: number | null;
                        /** @description In the answer's units (inches or centimetres). */
                        height: number | null;
                        /** @description Inches, whatever the units. */
                        height_in: number | null;
                        height_label: string | null;
                        start: {
                            date: string;
                            weight: number;
                        } | null;
                        to_goal: number | null;
                        trend: number | null;
                        trend_28d: number | null;
                        /**
                         * @description The units of every weight and length in the answer.
                         * @enum {string}
                         */
                        units: "imperial" | "metric";
                        weight_chart: components["schemas"]["WeightPoint"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_progress_id: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeighIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_progress_id: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                } | {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeighIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_progress_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_progress_add_weight: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                } | {
                    bp_diastolic?: number | null;
                    bp_systolic?: number | null;
                    confirm?: boolean | null;
                    date?: string | null;
                    fat?: number | null;
                    fat_mass?: number | null;
                    ffm?: number | null;
                    impedance?: number | null;
                    pulse?: number | null;
                    tbw?: number | null;
                    waist_circumference?: number | null;
                    /** @description Up to 2 decimal places. */
                    weight: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeighIn"] & {
                        /** @description The badges this weigh-in earned. */
                        badges_earned: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_progress_list_weight_history: {
        parameters: {
            query?: {
                limit?: number;
                member_created?: "True" | "False" | "true" | "false" | "1" | "0";
                offset?: number;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["WeighIn"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_progress_profile: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pounds (kilograms with ?units=metric). */
                        goal_weight: number | null;
                        /** @description Inches (centimetres with ?units=metric). */
                        height: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    put_progress_profile: {
        parameters: {
            query?: {
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm?: boolean | null;
                    goal_weight?: number | null;
                    height?: number | null;
                } | {
                    confirm?: boolean | null;
                    goal_weight?: number | null;
                    height?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pounds (kilograms with ?units=metric). */
                        goal_weight: number | null;
                        /** @description Inches (centimetres with ?units=metric). */
                        height: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_recipe_categories_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_categories_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: number;
                    recipe: number;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeCategory"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_favorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipe: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        recipe: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_recipe_favorites_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipe_filters: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            group: string;
                            group_id: number;
                            id: number;
                            label: string;
                            major: boolean;
                            /** @description Send back as `GET /api/recipes?category=`. */
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_recipe_images_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_images_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: number;
                    name?: string;
                    recipe: number;
                    seq: number;
                    source: string;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeImage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipe_ingredients: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                recipe: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["RecipeIngredient"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_recipe_ingredients_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ingredient: number;
                    main?: boolean | null;
                    measure: number;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    recipe: number;
                    seq: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeIngredient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_recipe_ingredients_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_ingredients_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ingredient: number;
                    main?: boolean | null;
                    measure: number;
                    /** @description Up to 2 decimal places. */
                    quantity: number;
                    recipe: number;
                    seq: number;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeIngredient"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipe_sources: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                recipe_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["RecipeSource"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_recipe_sources_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_sources_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipe: number;
                    seq: number;
                    source: number;
                }[];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeSource"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipe_submissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    cooktime?: number;
                    directions: string;
                    /**
                     * Format: binary
                     * @description One image file: jpeg, png, gif or bmp (judged by its content), at most 10 MB.
                     */
                    image: string;
                    ingredients: string;
                    name: string;
                    notes?: string;
                    preptime?: number;
                    serving_size?: string;
                    yields?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        active: false;
                        /** @description "Recipe Submitted", in the caller's language (issue 41). */
                        detail: string;
                        id: number;
                        /** @enum {boolean} */
                        is_submitted: true;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipenut_list: {
        parameters: {
            query: {
                recipe_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: {
                            name: string;
                            /** @description SR28 nutrient number. */
                            nutrient: string;
                            units: string;
                            value: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes: {
        parameters: {
            query?: {
                active?: "True" | "False" | "true" | "false" | "1" | "0";
                category?: string[];
                declined?: "True" | "False" | "true" | "false" | "1" | "0";
                featured?: "True" | "False" | "true" | "false" | "1" | "0";
                is_submitted?: "True" | "False" | "true" | "false" | "1" | "0";
                limit?: number;
                offset?: number;
                ordering?: "name" | "-name" | "created" | "-created" | "com_avg" | "-com_avg" | "preptime" | "-preptime" | "cooktime" | "-cooktime" | "kcal" | "-kcal";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["RecipeCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cooktime: number;
                    /** @description Up to 3 decimal places. */
                    dairy: number;
                    directions: string;
                    directions_html?: string;
                    /** @description Up to 3 decimal places. */
                    fat: number;
                    featured?: boolean | null;
                    franchise_region: ("US" | "ME")[];
                    /** @description Up to 3 decimal places. */
                    fruit: number;
                    /** @description Up to 3 decimal places. */
                    misc: number;
                    name: string;
                    notes?: string;
                    notes_html?: string;
                    preptime: number;
                    /** @description Up to 3 decimal places. */
                    protein_calories: number;
                    public?: boolean | null;
                    serving_size: string;
                    /** @description Up to 3 decimal places. */
                    starch: number;
                    /** @description Up to 3 decimal places. */
                    vegetable: number;
                    yields: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeDetail"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    put_recipes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cooktime: number;
                    /** @description Up to 3 decimal places. */
                    dairy: number;
                    directions: string;
                    directions_html?: string;
                    /** @description Up to 3 decimal places. */
                    fat: number;
                    featured?: boolean | null;
                    franchise_region: ("US" | "ME")[];
                    /** @description Up to 3 decimal places. */
                    fruit: number;
                    /** @description Up to 3 decimal places. */
                    misc: number;
                    name: string;
                    notes?: string;
                    notes_html?: string;
                    preptime: number;
                    /** @description Up to 3 decimal places. */
                    protein_calories: number;
                    public?: boolean | null;
                    serving_size: string;
                    /** @description Up to 3 decimal places. */
                    starch: number;
                    /** @description Up to 3 decimal places. */
                    vegetable: number;
                    yields: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_recipes_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean|string|integer} */
                    active: true | false | "true" | "false" | "True" | "False" | 1 | 0 | "1" | "0";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_recipes_id_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decline_code: "A" | "B" | "C" | "D" | "E" | "Z";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decline_code: "A" | "B" | "C" | "D" | "E" | "Z";
                        id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_id_is_favorited: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The caller's favourite, or null. */
                        id: number | null;
                        is_favorited: boolean;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_id_related_recipes: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["RecipeCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_id_servings: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                scale: number;
            };
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            ingredient__id: number;
                            main: boolean;
                            /** @description "1 1/2 cup, chopped Broccoli, raw (137 g)" */
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_favorited: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["RecipeCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_featured_recipes: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["RecipeCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_recipes_recent_views: {
        parameters: {
            query?: {
                exclude?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["RecipeCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_referral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The member's personal referral code. */
                        code: string;
                        /** @description Leads it has brought. */
                        referrals: number;
                        /**
                         * Format: uri
                         * @description The request-information link that carries it (what the card's QR code opens).
                         */
                        url: string;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_reports_intake: {
        parameters: {
            query?: {
                compare?: "True" | "False" | "true" | "false" | "1" | "0";
                from?: string;
                group?: "day" | "week" | "month";
                to?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_reports_questions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: null;
                        previous: null;
                        results: components["schemas"]["VisitQuestion"][];
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    post_reports_questions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_reports_questions_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_reports_visit: {
        parameters: {
            query?: {
                since?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_reports_visit_pdf: {
        parameters: {
            query?: {
                since?: string;
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary's PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            500: components["responses"]["ServerError"];
        };
    };
    get_resources: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: {
                            author: string;
                            created: string;
                            /** @description Sanitized HTML: paragraphs, headings, lists, emphasis, quotes and http(s)/mailto links. */
                            description: string;
                            id: number;
                            title: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_resources_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        author: string;
                        /** @description Sanitized HTML. */
                        body: string;
                        created: string;
                        /** @description Sanitized HTML: paragraphs, headings, lists, emphasis, quotes and http(s)/mailto links. */
                        description: string;
                        id: number;
                        title: string;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    get_sources: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["Source"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_sources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    notes?: string;
                    url?: string | null;
                    url_title?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Source"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    delete_sources_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    patch_sources_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    notes?: string;
                    url?: string | null;
                    url_title?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Source"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_statistics: {
        parameters: {
            query?: {
                member_created?: "True" | "False" | "true" | "false" | "1" | "0";
                units?: "imperial" | "metric";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Since the first weigh-in (negative: lost). */
                        weight_change: number;
                        weight_chart: {
                            trend?: number;
                            x: string;
                            /** @description Pounds (kilograms with ?units=metric). */
                            y: number;
                            /**
                             * @description 0: the clinic's weigh-in; 1: the member's own.
                             * @enum {integer}
                             */
                            z: 0 | 1;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    post_token_auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description Sign-in failed (`non_field_errors`), or a field is missing (`{email: ["Required"]}`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonFieldErrors"] | components["schemas"]["FieldErrors"] | components["schemas"]["ValidationError"] | components["schemas"]["ParseError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    post_token_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description Sign-in failed: the reason. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonFieldErrors"] | components["schemas"]["ValidationError"] | components["schemas"]["ParseError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    post_token_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description Sign-in failed: the reason. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonFieldErrors"] | components["schemas"]["ValidationError"] | components["schemas"]["ParseError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    get_workout_plans: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                order?: "name" | "-name" | "group" | "-group" | "subgroup" | "-subgroup";
                ordering?: "name" | "-name" | "group" | "-group" | "subgroup" | "-subgroup";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next: string | null;
                        /** Format: uri */
                        previous: string | null;
                        results: components["schemas"]["WorkoutPlan"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    get_workout_plans_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A record id; anything but a positive integer is not found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkoutPlanDetail"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
