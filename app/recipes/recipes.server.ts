/**
 * The recipe domain's front door: the catalogue, one recipe with everything the details page
 * shows, nutrition and the serves scale, featured/recent/similar lists, the Basic Details and
 * Ingredients steps, publishing and declining. The pages and the /api recipe calls both use these
 * functions; each lives in the module of its own section.
 */
export { RECIPE_PAGE_SIZE } from "./codes";
export { summariesOf, toSummaries } from "./cards.server";
export { featuredRecipes, listRecipes } from "./catalogue.server";
export { categoryRows, getRecipe, imageRows, sourceRows } from "./recipe.server";
export { nutritionLines, recipeNutrition, refreshRecipeMacros, scaledLines, servingsScale, suggestedServings } from "./recipe-nutrition.server";
export { recentViews, recordView, relatedRecipes } from "./views.server";
export { createRecipe, deleteRecipe, updateRecipe } from "./basics.server";
export { declineRecipe, setRecipeActive } from "./publishing.server";
export { createRecipeIngredients, deleteRecipeIngredient, listRecipeIngredients, searchIngredients, updateRecipeIngredient } from "./ingredients.server";
