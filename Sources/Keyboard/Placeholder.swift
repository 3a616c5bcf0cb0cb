// Placeholder: replaced by the real module.
public enum KeyboardModule {}
