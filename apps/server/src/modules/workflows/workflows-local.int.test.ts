/** Compute jobs with the local executor: their steps are process groups of this machine. */
import { workflowBehaviourSuite } from './test-support/workflow-behaviour';

workflowBehaviourSuite('local');
