import { ArrowRight } from "lucide-react";
import { JoinWaitlistButton } from "~/components/waitlist/join-waitlist-button";

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-purple-700 to-fuchsia-700 px-6 py-16 text-center text-white shadow-2xl shadow-primary/20 sm:px-16">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-24 -left-24 size-72 rounded-full bg-fuchsia-300/20 blur-3xl" />
          <h2 id="final-cta-heading" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to Get Answers From Your Data?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/85">
            Join the waitlist for early access. The free plan is yours to keep, and early members get exclusive launch
            discounts.
          </p>
          <div className="relative mt-9 flex justify-center">
            <JoinWaitlistButton
              variant="secondary"
              className="bg-white text-violet-800 shadow-lg hover:bg-white/90"
              icon={<ArrowRight aria-hidden />}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
