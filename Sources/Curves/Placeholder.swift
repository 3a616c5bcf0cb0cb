// Placeholder: replaced by the real module.
public enum CurvesModule {}
