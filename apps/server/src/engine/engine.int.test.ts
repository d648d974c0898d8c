/** The job engine with the local executor: jobs are process groups of this machine. */
import { engineBehaviourSuite } from '../../test/engine-behaviour';

engineBehaviourSuite('local');
