import { useState } from 'react'

/**
 * What a switch backed by a queued write shows: the latest write still waiting, else what the user
 * just chose, else the server's value. The write reaches the mutation cache a tick after the tap;
 * without the remembered choice a controlled checkbox would flick back for that tick. A choice
 * holds only over the server value it was made against, so a newer server value always wins.
 */
export function useSwitchValue(server: boolean | undefined, waiting: boolean | undefined) {
  const [chosen, setChosen] = useState<{ value: boolean; over: boolean | undefined } | null>(null)
  // Once the server's value moves on, the choice is spent for good (React's "adjust state while
  // rendering": the component renders again at once without it).
  const stale = chosen !== null && chosen.over !== server
  if (stale) setChosen(null)
  const remembered = chosen && !stale ? chosen.value : undefined
  return {
    value: waiting ?? remembered ?? server,
    choose: (value: boolean) => setChosen({ value, over: server }),
    /** The write failed: show the server's value again. */
    forget: () => setChosen(null),
  }
}
