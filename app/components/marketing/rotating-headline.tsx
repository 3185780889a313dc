import { useEffect, useState } from "react";
import { HEADLINE_PHRASES, HEADLINE_ROTATION_MS, HEADLINE_STEM, nextPhraseIndex } from "./headline";

/**
 * The hero heading: a fixed stem and a phrase that changes every 4000 ms. Screen readers get one stable
 * sentence (the first phrase) instead of an announcement every four seconds.
 */
export function RotatingHeadline() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex(nextPhraseIndex), HEADLINE_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
      <span className="block">{HEADLINE_STEM}</span>
      <span className="sr-only"> {HEADLINE_PHRASES[0]}</span>
      {/* Two lines of room on small screens, one on large, so the page below never shifts. */}
      <span aria-hidden="true" className="mt-1 block min-h-[2.3em] sm:min-h-[1.2em]">
        <span
          key={index}
          data-headline-phrase=""
          className="inline-block animate-fade-in bg-gradient-to-r from-violet-600 via-purple-600 to-fuchsia-600 bg-clip-text pb-1 text-transparent dark:from-violet-400 dark:via-purple-400 dark:to-fuchsia-400"
        >
          {HEADLINE_PHRASES[index]}
        </span>
      </span>
    </h1>
  );
}
