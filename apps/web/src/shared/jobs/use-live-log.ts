import { useEffect, useReducer } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  isTaskJobTerminal,
  jobLogTopicName,
  taskLogAppendSchema,
  type TaskJobStatus,
  type TaskLogAppend,
  type TaskLogResponse,
} from '@biocloud/contracts';
import { useRealtimeTopic } from '../realtime/use-realtime-topic';
import { applyAppend, liveLogFrom, type LiveLog } from './live-log';

/** Appends kept to replay onto a reloaded log: those that came while it loaded may be newer than its answer. */
const REPLAYED_APPENDS = 50;

interface State {
  base: TaskLogResponse | null;
  log: LiveLog | null;
  recent: TaskLogAppend[];
  /** Bumped when an append shows missing bytes: the log is loaded again. */
  reloads: number;
}

type Action = { type: 'loaded'; answer: TaskLogResponse } | { type: 'append'; append: TaskLogAppend };

function replay(log: LiveLog, appends: readonly TaskLogAppend[]): LiveLog {
  return appends.reduce((current, append) => {
    const outcome = applyAppend(current, append);
    return outcome.kind === 'applied' ? outcome.log : current;
  }, log);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'loaded':
      return { ...state, base: action.answer, log: replay(liveLogFrom(action.answer), state.recent) };
    case 'append': {
      const recent = [...state.recent.slice(1 - REPLAYED_APPENDS), action.append];
      if (!state.log) return { ...state, recent };
      const outcome = applyAppend(state.log, action.append);
      if (outcome.kind === 'gap') return { ...state, recent, reloads: state.reloads + 1 };
      return { ...state, recent, log: outcome.kind === 'applied' ? outcome.log : state.log };
    }
  }
}

const INITIAL: State = { base: null, log: null, recent: [], reloads: 0 };

/** How the log is loaded: my jobs' log API, or the project's for a job run in a project. */
export type TaskLogQueryOptions<K extends QueryKey = QueryKey> = UseQueryOptions<
  TaskLogResponse,
  Error,
  TaskLogResponse,
  K
>;

/**
 * A task's log: the last part (or all of it) from the log API, and, while the job can still write, what it appends
 * over `job:<id>:log`. Whenever the answer changes (a reload, the job's status changed) the appends are replayed.
 */
export function useLiveLog<K extends QueryKey>(jobId: string, status: TaskJobStatus, options: TaskLogQueryOptions<K>) {
  const query = useQuery(options);
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const live = !isTaskJobTerminal(status);

  useEffect(() => {
    if (query.data) dispatch({ type: 'loaded', answer: query.data });
  }, [query.data]);

  const { refetch } = query;
  useEffect(() => {
    if (state.reloads > 0) void refetch({ cancelRefetch: false });
  }, [state.reloads, refetch]);

  useRealtimeTopic(live ? jobLogTopicName(jobId) : null, {
    onEvent: (payload) => {
      const append = taskLogAppendSchema.safeParse(payload);
      if (append.success && append.data.jobId === jobId) dispatch({ type: 'append', append: append.data });
    },
    onResync: () => void refetch({ cancelRefetch: false }),
  });

  // Until the effect has taken the first answer, show the answer itself.
  const log = state.base === query.data && state.log ? state.log : query.data ? liveLogFrom(query.data) : null;
  return { query, log, live };
}
