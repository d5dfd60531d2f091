// The one button: variants by purpose, sizes, an optional leading icon, and a loading state that keeps
// its width (the label stays, a spinner replaces the icon) so nothing jumps. `asChild` renders its
// child (a Link) with the button's look.
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { Loader2 } from "lucide-react";
import { cn } from "@/components/ui/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium " +
    "transition-colors select-none cursor-pointer hover:no-underline disabled:pointer-events-none " +
    "disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-fg hover:bg-accent-hover",
        secondary: "border border-border-strong bg-surface text-fg hover:bg-surface-2",
        ghost: "text-fg hover:bg-surface-2",
        danger: "bg-bad text-surface hover:opacity-90",
        link: "text-accent underline-offset-2 hover:underline px-0",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-9 px-4 text-sm",
        lg: "h-11 px-5 text-base",
        icon: "size-9",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (a Link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** A lucide icon before the label. */
  icon?: React.ReactNode;
  /** Disables the button and shows a spinner; the label stays, for width and for screen readers. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild,
  icon,
  loading,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  const lead = loading ? <Loader2 className="animate-spin" aria-hidden /> : icon;
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {lead}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
