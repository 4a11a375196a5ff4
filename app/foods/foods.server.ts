/**
 * The food database, personal foods, food approval, common measures and nutrient values: the
 * functions the Food pages and the /api food calls both use.
 *
 * Who sees what: staff see and change every food. A patient sees the approved database and their
 * own personal foods, and changes only their own; any other food is "not found", never
 * "forbidden", so its existence is not revealed. A patient's change puts their food back in the
 * approval queue.
 *
 * This file is the domain's front door; the work lives in files along its sections: access,
 * lists and food groups, one food, writes, approval, measures and nutrient values.
 */
export { FOOD_PAGE_SIZE, MY_FOOD_PAGE_SIZE, listFoods, listMyFoods, listPendingFoods, listHier1, listHier2, listHier3 } from "./lists.server";
export { nutrientGroupOf, getFood, foodDetails } from "./food.server";
export { createFood, updateFood, createPersonalFood, updatePersonalFood, deleteFood } from "./writes.server";
export { approveFood, declineFood, foodForReview } from "./approval.server";
export { listMeasures, createMeasures, updateMeasure, deleteMeasure } from "./measures.server";
export { listNutrientValues, updateNutrientValues } from "./nutrients.server";
