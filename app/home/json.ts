import type { HomeDashboard } from "./dashboard.server";

/**
 * The my_home body (spec part 1 §3): the spec's keys at the top level (featured_recipes,
 * featured_exercises, my_fitness, recipes_submitted, recipes_favorited, recently_reviewed,
 * latest_badge, ads, weight_chart, weight_change), then what the web dashboard shows beyond them.
 */
export function myHomeJson(home: HomeDashboard) {
  const { weight, ...rest } = home;
  return {
    featured_recipes: rest.featured_recipes,
    featured_exercises: rest.featured_exercises,
    my_fitness: rest.my_fitness,
    recipes_submitted: rest.recipes_submitted,
    recipes_favorited: rest.recipes_favorited,
    recently_reviewed: rest.recently_reviewed,
    latest_badge: rest.latest_badge,
    ads: rest.ads,
    weight_chart: weight.weight_chart,
    weight_change: weight.weight_change,
    weight_trend_28d: weight.trend_28d,
    current_weight: weight.current,
    goal_weight: weight.goal_weight,
    to_goal: weight.to_goal,
    weight_units: weight.units,
    my_fitness_count: rest.my_fitness_count,
    motivational: rest.motivational,
    appointment: rest.appointment,
    journal_today: rest.journal_today,
    today: rest.today,
  };
}
