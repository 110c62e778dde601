// The unit tests drive React through `act` (React 19 exports it); without this flag React warns on
// every `act` call that the environment is not set up for it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
