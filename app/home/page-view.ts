import { toMiniRecipe } from "~/recipes/mini-card";
import type { HomeDashboard } from "./dashboard.server";

const smallPicture = (image: { photo_s: string } | null) => (image ? { photo_s: image.photo_s } : null);

/**
 * What the /home page renders of the dashboard (issue 28): the API's my_home keeps every field
 * (app/home/json.ts); the page's loader data drops what no block shows (four picture sizes per
 * card, exercise descriptions, serving ranges), a third of the document's bytes, which React
 * serialised, sent and parsed again on every view.
 */
export function homePageView(home: HomeDashboard) {
  return {
    ...home,
    featured_recipes: home.featured_recipes.map(toMiniRecipe),
    recipes_submitted: home.recipes_submitted.map(toMiniRecipe),
    recipes_favorited: home.recipes_favorited.map(toMiniRecipe),
    featured_exercises: home.featured_exercises.map((e) => ({ id: e.id, name: e.name, type: e.type, type_of_activity: e.type_of_activity, main_image: smallPicture(e.main_image) })),
    my_fitness: home.my_fitness.map((f) => ({
      id: f.id,
      exercise: f.exercise,
      logged_minutes_today: f.logged_minutes_today,
      exercise_data: { name: f.exercise_data.name, type_of_activity: f.exercise_data.type_of_activity, main_image: smallPicture(f.exercise_data.main_image) },
    })),
  };
}

export type HomePageView = ReturnType<typeof homePageView>;
