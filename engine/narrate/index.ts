export { answerValue, narrate } from "./answer";
