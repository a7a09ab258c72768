// A scoring moment: awards scored at the same time (RB-STEAL-SIMULTANEOUS), carried out by five
// named steps, each with its own rule ids (moment/steps/): plan, steal, rogue, follow, messages.
// The factored enumerator (moment/factored.ts) shares the steps' rule logic.
import { on } from "../../../src/dsl/index.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import { sceneOf } from "../moment/scene.js";
import { followStep } from "../moment/steps/follow.js";
import { messagesStep } from "../moment/steps/messages.js";
import { planStep } from "../moment/steps/plan.js";
import { rogueStep } from "../moment/steps/rogue.js";
import { stealStep } from "../moment/steps/steal.js";
import type { RobbersDecisions } from "../types.js";

/** The steps of a scoring moment, in the order they run. */
export const momentSteps = [planStep, stealStep, rogueStep, followStep, messagesStep] as const;

export const momentHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "moment" }>({
  id: "scoring-moment",
  steps: momentSteps,
  pattern: { kind: "moment" },
  run: (ctx, state, event) => {
    const scene = sceneOf(ctx, state, event.awards);
    const planned = planStep.run(scene);
    const thefts = stealStep.run(scene, planned);
    const rogued = rogueStep.run(scene, planned, thefts);
    const followed = followStep.run(scene, planned, thefts, rogued);
    const landings = [...planned.landings, ...rogued.landings, ...followed.landings];
    const messagesDrawn = messagesStep.run(scene, landings, followed.figures);
    return { ...state, figures: followed.figures, robbers: followed.robbers, messagesDrawn };
  },
});
